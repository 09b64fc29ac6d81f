import { LIMITS, type PackageTypeDetail, packageTypeCreate } from '@carga/domain';
import { Stack, TextInput } from '@mantine/core';
import { ActiveSwitch } from '../../../ui/ActiveSwitch.tsx';
import { InfoGrid, InfoItem } from '../../../ui/InfoGrid.tsx';
import { useCreatePackageType, usePackageType, useUpdatePackageType } from '../api.ts';
import { ActiveBadge } from '../shared/ActiveBadge.tsx';
import { CodeInput } from '../shared/CodeInput.tsx';
import { DetailButtons, DetailLayout } from '../shared/DetailLayout.tsx';
import { DetailLoading } from '../shared/DetailLoad.tsx';
import { SavedNotice } from '../shared/SavedNotice.tsx';
import { SELECTED_KEYS } from '../shared/selected.ts';
import { useAdminDetail } from '../shared/useAdminDetail.ts';
import { useAdminForm } from '../shared/useAdminForm.ts';
import { PACKAGE_TYPES_LIST } from './PackageTypesPage.tsx';

interface Values {
  scodparametro01: string;
  sdeslargo01: string;
  sindactivo: 'S' | 'N';
}

const EMPTY: Values = { scodparametro01: '', sdeslargo01: '', sindactivo: 'S' };
const TITLE = 'Tipo de bulto';
const NEW_TITLE = 'Nuevo tipo de bulto';
const LIST = { label: 'Tipos de bultos', to: PACKAGE_TYPES_LIST };

const toValues = (t: PackageTypeDetail): Values => ({
  scodparametro01: t.scodparametro01,
  sdeslargo01: t.sdeslargo01,
  sindactivo: t.sindactivo === 'N' ? 'N' : 'S',
});

export function PackageTypeDetailPage() {
  const {
    stored: code,
    notice,
    close,
    created,
  } = useAdminDetail(SELECTED_KEYS.packageType, PACKAGE_TYPES_LIST);
  const detail = usePackageType(code || null);

  if (code && !detail.data) {
    return <DetailLoading title={TITLE} list={LIST} current={code} onClose={close} detail={detail} />;
  }
  return (
    <PackageTypeForm
      key={code || 'new'}
      row={detail.data}
      notice={notice}
      onCreated={(next) => created(next, 'El tipo de bulto ha sido creado')}
      onClose={close}
    />
  );
}

function PackageTypeForm({
  row,
  notice,
  onCreated,
  onClose,
}: {
  row: PackageTypeDetail | undefined;
  notice: string | null;
  onCreated: (code: string) => void;
  onClose: () => void;
}) {
  const isNew = !row;
  const { form, saved, notices, buttons } = useAdminForm({
    schema: packageTypeCreate,
    initialValues: row ? toValues(row) : EMPTY,
    notice,
    isNew,
  });
  const create = useCreatePackageType();
  const update = useUpdatePackageType(row?.scodparametro01 ?? '');

  const submit = form.onSubmit((values) => {
    if (isNew) {
      create.mutate(values, { onSuccess: (t) => onCreated(t.scodparametro01), onError: notices.fail });
      return;
    }
    update.mutate(
      { sdeslargo01: values.sdeslargo01, sindactivo: values.sindactivo },
      {
        onSuccess: (t) => {
          saved.show(form, toValues(t));
        },
        onError: notices.fail,
      },
    );
  });

  const info = (
    <InfoGrid>
      <InfoItem label="Código">{row?.scodparametro01 ?? 'Sin definir'}</InfoItem>
      <InfoItem label="Vigente">{row ? <ActiveBadge value={row.sindactivo} /> : 'Sí'}</InfoItem>
      <InfoItem label="En bultos nuevos" fullRow>
        {row?.sindactivo === 'N' ? 'No se ofrece' : 'Se ofrece en el paso 5 del ingreso'}
      </InfoItem>
    </InfoGrid>
  );

  return (
    <DetailLayout
      title={isNew ? NEW_TITLE : TITLE}
      list={LIST}
      current={row ? `${row.sdeslargo01} (${row.scodparametro01})` : NEW_TITLE}
      onClose={onClose}
      info={info}
    >
      <form onSubmit={submit} noValidate aria-label="Datos del tipo de bulto">
        <Stack gap="sm">
          <CodeInput
            isNew={isNew}
            hint={`De 2 a ${LIMITS.code} letras mayúsculas o números, por ejemplo BARRIL`}
            maxLength={LIMITS.code}
            {...form.getInputProps('scodparametro01')}
            onCode={(code) => form.setFieldValue('scodparametro01', code)}
          />
          <TextInput
            label="Descripción"
            withAsterisk
            maxLength={LIMITS.description}
            {...form.getInputProps('sdeslargo01')}
          />
          <ActiveSwitch
            description="Un tipo no vigente no se ofrece en bultos nuevos; los bultos que ya lo tienen lo conservan"
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
