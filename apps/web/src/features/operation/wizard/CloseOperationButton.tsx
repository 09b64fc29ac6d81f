import { Button, Group } from '@mantine/core';
import { IconLock } from '@tabler/icons-react';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { ConfirmModal } from '../../../ui/ConfirmModal.tsx';
import { DisabledReason } from '../../../ui/DisabledReason.tsx';
import { useMessageModal } from '../../../ui/MessageModal.tsx';
import { useCloseOperation } from '../api.ts';
import { clearOperationWizard } from '../wizard-storage.ts';

/** 'Cerrar operación': only while ABIERTA; asks, closes, forgets the wizard and returns to the list. */
export function CloseOperationButton({ id, open }: { id: number | null; open: boolean }) {
  const navigate = useNavigate();
  const close = useCloseOperation();
  const [asking, setAsking] = useState(false);
  const { showError, modal } = useMessageModal();
  const confirm = () => {
    if (id === null) return;
    close.mutate(id, {
      onSuccess: () => {
        clearOperationWizard();
        navigate('/dashboard/operaciones');
      },
      onError: (error) => {
        setAsking(false);
        showError(error);
      },
    });
  };
  return (
    <>
      <Group gap="xs">
        <Button
          color="red"
          variant="light"
          leftSection={<IconLock size={16} />}
          disabled={!open || id === null}
          onClick={() => setAsking(true)}
        >
          Cerrar operación
        </Button>
        <DisabledReason
          reason={
            id === null ? 'Guarde primero la operación.' : open ? null : 'La operación ya está cerrada.'
          }
        />
      </Group>
      <ConfirmModal
        opened={asking}
        title="Cerrar operación"
        confirmLabel="Cerrar operación"
        color="red"
        loading={close.isPending}
        onConfirm={confirm}
        onCancel={() => setAsking(false)}
      >
        {`¿Desea cerrar la operación ${id ?? ''}? Una vez cerrada no se podrá modificar.`}
      </ConfirmModal>
      {modal}
    </>
  );
}
