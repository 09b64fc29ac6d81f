import { Button, Flex, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconCircleCheck } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { RaPaymentSummary } from '../../../billing/index.ts';
import { useErrorModal } from '../ErrorModal.tsx';
import { DocumentButton, useRaDocuments } from './RaDocumentButtons.tsx';

interface FinishedPanelProps {
  nidra: number;
  /** 'En preparación', 'En bodega de origen'… as the server named the state reached. */
  stateName: string;
  onLeave: () => void;
  /** Whose tariff priced the RA, or that none did (issue 29). */
  tariff?: ReactNode;
}

/**
 * 'RA finalizado' (spec 1, step 7) with the final documents at hand: printed before the finish, the
 * receipt was a draft without tracking code, so the definitive receipt and the labels with the code are
 * offered here, each opened in the browser's PDF viewer to print, before 'Salir'.
 */
export function FinishedPanel({ nidra, stateName, onLeave, tariff }: FinishedPanelProps) {
  const errors = useErrorModal();
  const documents = useRaDocuments(nidra, 'print', errors);
  return (
    <Stack align="center" gap="md" py="xl" ta="center">
      <ThemeIcon size={64} radius="xl" color="teal" variant="light">
        <IconCircleCheck size={40} />
      </ThemeIcon>
      <Title order={3}>RA finalizado</Title>
      <Text c="dimmed">
        El RA {nidra} quedó en estado {stateName}.
      </Text>
      {tariff}
      <RaPaymentSummary nidra={nidra} finished />
      <Text size="sm">
        Imprima el comprobante definitivo y las etiquetas, ya con el código de seguimiento.
      </Text>
      {/* A column of full-width buttons on a phone, one row of their natural widths above. */}
      <Flex
        direction={{ base: 'column', sm: 'row' }}
        gap="sm"
        justify="center"
        w={{ base: '100%', sm: 'auto' }}
      >
        <DocumentButton documents={documents} kind="voucher" />
        <DocumentButton documents={documents} kind="labels" />
        <Button onClick={onLeave} miw={120}>
          Salir
        </Button>
      </Flex>
      {errors.modal}
    </Stack>
  );
}
