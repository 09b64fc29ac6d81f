import { Button } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { ConfigHeader } from './ConfigHeader.tsx';

/** 'Configuración/…' and the list's 'Crear …' button. */
export function ListHeader({
  title,
  createLabel,
  onCreate,
}: {
  title: string;
  createLabel: string;
  onCreate: () => void;
}) {
  return (
    <ConfigHeader
      title={title}
      crumbs={[{ label: 'Configuración' }, { label: title }]}
      aside={
        <Button leftSection={<IconPlus size={16} />} onClick={onCreate}>
          {createLabel}
        </Button>
      }
    />
  );
}
