import { LIMITS, type UserDetail } from '@carga/domain';
import { Button, Group, MultiSelect, PasswordInput, Stack, TextInput } from '@mantine/core';
import { IconKey } from '@tabler/icons-react';
import { useMemo, useState } from 'react';
import { useRequiredSession } from '../../../api/session.ts';
import { ActiveSwitch } from '../../../ui/ActiveSwitch.tsx';
import { formatDateTime } from '../../../ui/format.ts';
import { InfoGrid, InfoItem } from '../../../ui/InfoGrid.tsx';
import { LabeledSegments } from '../../../ui/LabeledSegments.tsx';
import { usePartySearch } from '../../shipment/wizard/api.ts';
import { PartySearchInput } from '../../shipment/wizard/step-1/PartySearchInput.tsx';
import { useCreateUser, useUpdateUser, useUser } from '../api.ts';
import { ActiveBadge } from '../shared/ActiveBadge.tsx';
import { DetailButtons, DetailLayout } from '../shared/DetailLayout.tsx';
import { DetailLoading } from '../shared/DetailLoad.tsx';
import { SavedNotice } from '../shared/SavedNotice.tsx';
import { SELECTED_KEYS } from '../shared/selected.ts';
import { useAdminDetail } from '../shared/useAdminDetail.ts';
import { useAdminForm } from '../shared/useAdminForm.ts';
import { keepLocked } from './access-options.ts';
import { ResetPasswordModal } from './ResetPasswordModal.tsx';
import { USERS_LIST } from './UsersPage.tsx';
import { useAccessOptions } from './useAccessOptions.ts';
import {
  createUserForm,
  emptyUser,
  toCreate,
  toUpdate,
  type UserFormValues,
  type UserKind,
  updateUserForm,
  userToForm,
} from './user-form.ts';

const TITLE = 'Usuario';
const NEW_TITLE = 'Nuevo usuario';
const LIST = { label: 'Usuarios', to: USERS_LIST };

export function UserDetailPage() {
  const { stored, notice, close, created } = useAdminDetail(SELECTED_KEYS.user, USERS_LIST);
  const id = Number.parseInt(stored, 10) || null;
  const detail = useUser(id);

  if (id && !detail.data) {
    return <DetailLoading title={TITLE} list={LIST} current={stored} onClose={close} detail={detail} />;
  }
  return (
    <UserForm
      key={id ?? 'new'}
      user={detail.data}
      notice={notice}
      onCreated={(next) => created(next, 'El usuario ha sido creado')}
      onClose={close}
    />
  );
}

function UserForm({
  user,
  notice,
  onCreated,
  onClose,
}: {
  user: UserDetail | undefined;
  notice: string | null;
  onCreated: (id: number) => void;
  onClose: () => void;
}) {
  const isNew = !user;
  const schema = isNew ? createUserForm : updateUserForm;
  const session = useRequiredSession();
  const [resetOpen, setResetOpen] = useState(false);
  const [clientName, setClientName] = useState<string | null>(null);
  const { form, saved, notices, buttons } = useAdminForm<UserFormValues>({
    schema,
    initialValues: user ? userToForm(user) : emptyUser,
    notice,
    isNew,
  });
  const create = useCreateUser();
  const update = useUpdateUser(user?.nidusuario ?? 0);
  const v = form.values;
  const customer = v.kind === 'customer';

  // What this user already has, as stored: the codes the caller lacks stay locked on it.
  const savedAccess = useMemo(
    () => ({ oficinas: user?.oficinas ?? [], bodegas: user?.bodegas ?? [], menus: user?.menus ?? [] }),
    [user],
  );
  const options = useAccessOptions(savedAccess);

  // Each access list: searchable, and the codes the caller lacks stay as stored.
  const accessField = (field: 'oficinas' | 'bodegas' | 'menus') => ({
    placeholder: v[field].length ? undefined : 'Seleccione una opción',
    data: options[field],
    searchable: true,
    nothingFoundMessage: 'Sin coincidencias',
    ...form.getInputProps(field),
    onChange: (next: string[]) =>
      form.setFieldValue(field, keepLocked(next, savedAccess[field], session[field])),
  });

  // The client's short name for the info panel: known after a pick, looked up for a stored user.
  const storedRut = user?.srut ?? null;
  const storedClient = usePartySearch('recipient', storedRut ? { by: 'rut', text: storedRut } : null);
  const shownClient =
    clientName ?? (v.srut === storedRut ? (storedClient.data?.[0]?.shortName ?? null) : null);

  const submit = form.onSubmit((values) => {
    if (isNew) {
      create.mutate(toCreate(values), { onSuccess: (u) => onCreated(u.nidusuario), onError: notices.fail });
      return;
    }
    update.mutate(toUpdate(values), {
      onSuccess: (u) => saved.show(form, userToForm(u)),
      onError: notices.fail,
    });
  });

  const info = (
    <InfoGrid>
      <InfoItem label="ID">{user?.nidusuario ?? 'Sin definir'}</InfoItem>
      <InfoItem label="Tipo">{customer ? 'Cliente' : 'Personal'}</InfoItem>
      {customer && (
        <InfoItem label="Cliente" fullRow>
          {shownClient ?? 'Sin definir'}
        </InfoItem>
      )}
      <InfoItem label="Creado">{user ? formatDateTime(user.dfeccreacion) : 'Sin definir'}</InfoItem>
      <InfoItem label="Sesiones activas">{user?.nsesionesactivas ?? 0}</InfoItem>
      <InfoItem label="Vigente">{user ? <ActiveBadge value={user.sindactivo} /> : 'Sí'}</InfoItem>
    </InfoGrid>
  );

  return (
    <DetailLayout
      title={isNew ? NEW_TITLE : TITLE}
      list={LIST}
      current={user ? user.susuario : NEW_TITLE}
      onClose={onClose}
      info={info}
    >
      <form onSubmit={submit} noValidate aria-label="Datos del usuario">
        <Stack gap="sm">
          <TextInput
            label="Usuario"
            withAsterisk={isNew}
            readOnly={!isNew}
            variant={isNew ? 'default' : 'filled'}
            autoCapitalize="none"
            autoComplete="off"
            maxLength={LIMITS.susuario}
            description={
              isNew
                ? `De 3 a ${LIMITS.susuario} letras minúsculas, números, punto, guion o guion bajo`
                : undefined
            }
            {...form.getInputProps('susuario')}
            onChange={(event) => form.setFieldValue('susuario', event.currentTarget.value.toLowerCase())}
          />
          <TextInput
            label="Nombre"
            withAsterisk
            maxLength={LIMITS.personName}
            {...form.getInputProps('snombre')}
          />
          <LabeledSegments
            label="Tipo de usuario"
            data={[
              { label: 'Personal', value: 'staff' },
              { label: 'Cliente', value: 'customer' },
            ]}
            value={v.kind}
            onChange={(kind) => {
              form.setFieldValue('kind', kind as UserKind);
              form.clearFieldError('srut');
            }}
          />
          {customer ? (
            <PartySearchInput
              kind="recipient"
              label="Rut del cliente"
              placeholder="Sin puntos y con guión"
              rutOnly
              withAsterisk
              value={v.srut}
              error={form.errors.srut}
              onType={(text) => {
                form.setFieldValue('srut', text);
                setClientName(null);
              }}
              onPick={(match) => {
                form.setFieldValue('srut', match.rut);
                form.clearFieldError('srut');
                setClientName(match.shortName);
              }}
              onBlur={() => form.validateField('srut')}
            />
          ) : (
            <>
              <MultiSelect label="Oficinas" {...accessField('oficinas')} />
              <MultiSelect label="Bodegas" {...accessField('bodegas')} />
              <MultiSelect
                label="Menús"
                description="Sólo puede otorgar los menús, oficinas y bodegas que usted tiene"
                {...accessField('menus')}
              />
            </>
          )}
          {isNew && (
            <PasswordInput
              label="Contraseña"
              withAsterisk
              autoComplete="new-password"
              {...form.getInputProps('password')}
            />
          )}
          <ActiveSwitch
            description="Un usuario no vigente no puede iniciar sesión; desactivarlo cierra sus sesiones"
            value={v.sindactivo}
            onChange={(value) => form.setFieldValue('sindactivo', value)}
          />
        </Stack>
        <SavedNotice message={saved.saved} />
        <Group justify="space-between" align="flex-end" wrap="wrap" gap="sm">
          {user ? (
            <Button
              variant="light"
              mt="lg"
              leftSection={<IconKey size={16} />}
              onClick={() => setResetOpen(true)}
            >
              Restablecer contraseña
            </Button>
          ) : (
            <span />
          )}
          <DetailButtons {...buttons} loading={create.isPending || update.isPending} onClose={onClose} />
        </Group>
      </form>
      {user && (
        <ResetPasswordModal
          userId={user.nidusuario}
          username={user.susuario}
          opened={resetOpen}
          onClose={() => setResetOpen(false)}
        />
      )}
      {notices.modal}
    </DetailLayout>
  );
}
