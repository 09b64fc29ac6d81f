import { isWarehouseCode, placeLabel } from '@carga/domain';
import { Select } from '@mantine/core';
import { useNavigate } from 'react-router';
import { sessionStore, useRequiredSession } from '../../api/session.ts';
import { useOffices, useStorages } from '../../features/lookups/api.ts';
import { useIsMobile } from '../../ui/useIsMobile.ts';

/** The current office or warehouse; switching kind moves to that kind's home (spec 1 section 4). */
export function LocationSelect() {
  const session = useRequiredSession();
  const navigate = useNavigate();
  // At 390 px the code alone fits beside the greeting; the list still shows names.
  const isMobile = useIsMobile();
  const offices = useOffices(session.oficinas.length > 0);
  const storages = useStorages(session.bodegas.length > 0);
  const officeName = new Map(offices.data?.map((o) => [o.scodoficina, o.snomoficina]));
  const storageName = new Map(storages.data?.map((s) => [s.scodbodega, s.snombodega]));
  // Office labels are 'name (code)' (spec 1 section 9).
  const fullLabel = (code: string) => placeLabel(officeName.get(code) ?? storageName.get(code), code);

  const data = [
    ...(session.oficinas.length
      ? [
          {
            group: 'Oficinas',
            items: session.oficinas.map((c) => ({ value: c, label: isMobile ? c : fullLabel(c) })),
          },
        ]
      : []),
    ...(session.bodegas.length
      ? [
          {
            group: 'Bodegas',
            items: session.bodegas.map((c) => ({ value: c, label: isMobile ? c : fullLabel(c) })),
          },
        ]
      : []),
  ];

  const change = (code: string | null) => {
    if (!code || code === session.currentOfiBod) return;
    const wasWarehouse = isWarehouseCode(session.currentOfiBod);
    const isWarehouse = isWarehouseCode(code);
    sessionStore.setCurrent(code);
    if (wasWarehouse && !isWarehouse) navigate('/dashboard/origen');
    else if (!wasWarehouse && isWarehouse) navigate('/dashboard/bodega');
  };

  if (data.length === 0) return null;
  return (
    <Select
      aria-label="Oficina o bodega actual"
      data={data}
      value={session.currentOfiBod}
      onChange={change}
      allowDeselect={false}
      w={isMobile ? 118 : 300}
      comboboxProps={{ withinPortal: true, width: 260, position: 'bottom-end' }}
      renderOption={({ option }) => fullLabel(option.value)}
      styles={isMobile ? { input: { fontWeight: 600 } } : undefined}
      size="sm"
    />
  );
}
