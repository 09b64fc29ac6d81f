import { Alert } from '@mantine/core';
import { IconTool } from '@tabler/icons-react';
import { PageHeader } from './PageHeader.tsx';

/** The route exists (spec 1 route table); its screen arrives with a later issue. */
export function UnderConstruction({ title }: { title: string }) {
  return (
    <>
      <PageHeader title={title} />
      <Alert icon={<IconTool size={18} />} color="gray" title="En construcción">
        Esta pantalla estará disponible próximamente.
      </Alert>
    </>
  );
}
