import { LIMITS, placeLabel } from '@carga/domain';
import { Stack, TextInput } from '@mantine/core';
import { ActiveSwitch } from '../../../ui/ActiveSwitch.tsx';
import { InfoGrid, InfoItem } from '../../../ui/InfoGrid.tsx';
import { ActiveBadge } from '../shared/ActiveBadge.tsx';
import { CodeInput } from '../shared/CodeInput.tsx';
import { DetailButtons, DetailLayout } from '../shared/DetailLayout.tsx';
import { DetailLoading } from '../shared/DetailLoad.tsx';
import { SavedNotice } from '../shared/SavedNotice.tsx';
import { useAdminDetail } from '../shared/useAdminDetail.ts';
import { useAdminForm } from '../shared/useAdminForm.ts';
import { officeKind, type PlaceKind, type PlaceRow, type PlaceValues, storageKind } from './place-kinds.ts';

const EMPTY: PlaceValues = { code: '', name: '', address: '', sindactivo: 'S' };

/** The API's field names, as the form names them. */
const FIELD: Record<string, keyof PlaceValues> = {
  scodoficina: 'code',
  scodbodega: 'code',
  snomoficina: 'name',
  snombodega: 'name',
  sdireccion: 'address',
  sindactivo: 'sindactivo',
};

function PlaceDetail({ kind }: { kind: PlaceKind }) {
  const { stored: code, notice, close, created } = useAdminDetail(kind.selectedKey, kind.listPath);
  const detail = kind.useDetail(code || null);
  const list = { label: kind.title, to: kind.listPath };

  if (code && !detail.data) {
    return <DetailLoading title={kind.singular} list={list} current={code} onClose={close} detail={detail} />;
  }
  return (
    <PlaceForm
      key={code || 'new'}
      kind={kind}
      row={detail.data}
      notice={notice}
      onCreated={(next) => created(next, kind.createdMessage)}
      onClose={close}
    />
  );
}

function PlaceForm({
  kind,
  row,
  notice,
  onCreated,
  onClose,
}: {
  kind: PlaceKind;
  row: PlaceRow | undefined;
  notice: string | null;
  onCreated: (code: string) => void;
  onClose: () => void;
}) {
  const isNew = !row;
  const schema = kind.createSchema;
  const { form, saved, notices, buttons } = useAdminForm<PlaceValues>({
    schema,
    initialValues: row
      ? { code: row.code, name: row.name, address: row.address, sindactivo: row.sindactivo }
      : EMPTY,
    notice,
    isNew,
    fieldOf: FIELD,
  });
  const create = kind.useCreate();
  const update = kind.useUpdate(row?.code ?? '');

  const submit = form.onSubmit((values) => {
    if (isNew) {
      create.mutate(values, {
        onSuccess: (created) => onCreated(created.code),
        onError: notices.fail,
      });
    } else {
      update.mutate(values, {
        onSuccess: (updated) => {
          const next = {
            code: updated.code,
            name: updated.name,
            address: updated.address,
            sindactivo: updated.sindactivo,
          };
          saved.show(form, next);
        },
        onError: notices.fail,
      });
    }
  });

  const info = (
    <InfoGrid>
      <InfoItem label="Código">{row?.code ?? 'Sin definir'}</InfoItem>
      <InfoItem label="Usuarios asignados">{row?.users ?? 0}</InfoItem>
      <InfoItem label="Vigente">{row ? <ActiveBadge value={row.sindactivo} /> : 'Sí'}</InfoItem>
    </InfoGrid>
  );

  return (
    <DetailLayout
      title={isNew ? kind.newTitle : kind.singular}
      list={{ label: kind.title, to: kind.listPath }}
      current={row ? placeLabel(row.name, row.code) : kind.newTitle}
      onClose={onClose}
      info={info}
    >
      <form onSubmit={submit} noValidate aria-label={`Datos de la ${kind.singular.toLowerCase()}`}>
        <Stack gap="sm">
          <CodeInput
            isNew={isNew}
            hint={kind.codeHint}
            maxLength={LIMITS.placeCode}
            {...form.getInputProps('code')}
            onCode={(code) => form.setFieldValue('code', code)}
          />
          <TextInput
            label="Nombre"
            withAsterisk
            maxLength={LIMITS.personName}
            {...form.getInputProps('name')}
          />
          <TextInput label="Dirección" maxLength={LIMITS.address} {...form.getInputProps('address')} />
          <ActiveSwitch
            value={form.values.sindactivo}
            onChange={(value) => form.setFieldValue('sindactivo', value)}
          />
        </Stack>
        <SavedNotice message={saved.saved} />
        <DetailButtons {...buttons} loading={create.isPending || update.isPending} onClose={onClose} />
      </form>
      {notices.modal}
    </DetailLayout>
  );
}

export function OfficeDetailPage() {
  return <PlaceDetail kind={officeKind} />;
}

export function StorageDetailPage() {
  return <PlaceDetail kind={storageKind} />;
}
