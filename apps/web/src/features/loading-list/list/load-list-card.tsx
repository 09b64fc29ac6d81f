import { Group } from '@mantine/core';
import type { ReactNode } from 'react';
import { useRequiredSession } from '../../../api/session.ts';
import { Field } from '../../../ui/Field.tsx';
import { formatDateTime, formatMeasure } from '../../../ui/format.ts';
import { CardRoute, ListCard } from '../../../ui/ListCard.tsx';
import { useFilteredList } from '../../../ui/useFilteredList.ts';
import { usePlaceLabel } from '../../lookups/place-names.ts';
import { stateColor } from '../detail/ListInfo.tsx';

// The list and card that 'Lista de carga', 'Recibir' and 'Despacho' share for the current warehouse's load lists.

/** A load list as the lists of load lists show it. */
interface LoadListRow {
  scodlistacarga: string;
  nidoperacion: number;
  scodestadolista: string;
  sdesestadolista: string;
  scodbodegaorigen: string;
  scodbodegadestino: string;
  sdesviadespacho: string;
  dfhocreacion: string;
  ncantidadra: number;
  nvolumeningresadom3: number;
}

/** The filtered list, always on the header's current warehouse at the given end of the route. */
export function useWarehouseLoadLists<K extends string, R extends { refetch: () => unknown }>(
  options: Omit<Parameters<typeof useFilteredList<K, R>>[0], 'fixed'> & {
    end: 'codigoBodegaOrigen' | 'codigoBodegaDestino';
  },
) {
  const session = useRequiredSession();
  const { end, ...rest } = options;
  return useFilteredList({ ...rest, fixed: { key: end, code: session.currentOfiBod ?? '' } });
}

/**
 * A load list's card: code, state, operation and route, then 'Vía', 'Fecha creación', the modality
 * where given, 'Cantidad RA' and 'Volumen m³'; what a screen adds comes after them.
 */
export function LoadListCard({
  item: l,
  action,
  badge,
  modality,
  children,
}: {
  item: LoadListRow;
  action: ReactNode;
  /** Shown at the right of the route. */
  badge?: ReactNode;
  modality?: string;
  children?: ReactNode;
}) {
  const place = usePlaceLabel();
  const route = (
    <CardRoute>
      {`OP ${l.nidoperacion} · ${place(l.scodbodegaorigen)} → ${place(l.scodbodegadestino)}`}
    </CardRoute>
  );
  return (
    <ListCard
      label={`Lista ${l.scodlistacarga}`}
      title={l.scodlistacarga}
      state={{ color: stateColor(l.scodestadolista), label: l.sdesestadolista }}
      action={action}
    >
      {badge === undefined ? (
        route
      ) : (
        <Group justify="space-between" gap="xs">
          {route}
          {badge}
        </Group>
      )}
      <Field label="Vía" value={l.sdesviadespacho} />
      <Field label="Fecha creación" value={formatDateTime(l.dfhocreacion)} />
      {modality !== undefined && <Field label="Modalidad" value={modality} />}
      <Field label="Cantidad RA" value={l.ncantidadra} />
      <Field label="Volumen m³" value={formatMeasure(l.nvolumeningresadom3)} />
      {children}
    </ListCard>
  );
}
