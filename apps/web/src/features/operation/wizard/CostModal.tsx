import { type COST_ASSIGNMENTS, type CostFilters, type CostItem, costForm } from '@carga/domain';
import { Button, Group, Modal, Select, SimpleGrid, Switch, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { ClpInput } from '../../../ui/ClpInput.tsx';
import { DayInput } from '../../../ui/DayInput.tsx';
import { DisabledReason, invalidFormReason } from '../../../ui/DisabledReason.tsx';
import { todayIso } from '../../../ui/format.ts';
import { useMessageModal } from '../../../ui/MessageModal.tsx';
import { useIsMobile } from '../../../ui/useIsMobile.ts';
import { zodResolver } from '../../../ui/zod-resolver.ts';
import { PartySearchInput } from '../../shipment/wizard/step-1/PartySearchInput.tsx';
import { useSaveCost } from '../api.ts';

interface CostValues {
  scodtipocosto: string;
  nmontocosto: string;
  nidproveedor: number | null;
  proveedor: string;
  snumfactura: string;
  dfhofactura: string;
  scodtipoasignacion: string;
  nidra: string;
  sindinvolucraventa: 'S' | 'N';
  nmontoventa: string;
}

const validate = zodResolver(costForm);

/** The fields as the modal names them, in its order, for the reason its save is disabled. */
const COST_LABELS: Record<string, string> = {
  scodtipocosto: 'Tipo de costo',
  nmontocosto: 'Monto',
  nidproveedor: 'Proveedor',
  snumfactura: 'N° factura',
  dfhofactura: 'Fecha factura',
  scodtipoasignacion: 'Asignación',
  nidra: 'N° RA',
  nmontoventa: 'Monto venta',
};
const FALLBACK_ASSIGNMENTS = [
  { value: 'OPE', label: 'Operación' },
  { value: 'RA', label: 'RA' },
];

function initialValues(cost: CostItem | null): CostValues {
  if (!cost) {
    return {
      scodtipocosto: '',
      nmontocosto: '',
      nidproveedor: null,
      proveedor: '',
      snumfactura: '',
      dfhofactura: todayIso(),
      scodtipoasignacion: 'OPE',
      nidra: '',
      sindinvolucraventa: 'N',
      nmontoventa: '',
    };
  }
  return {
    scodtipocosto: cost.scodtipocosto,
    nmontocosto: String(cost.nmontocosto),
    nidproveedor: cost.nidproveedor,
    proveedor: cost.snomproveedor,
    snumfactura: cost.snumfactura,
    dfhofactura: cost.dfhofactura?.slice(0, 10) ?? '',
    scodtipoasignacion: cost.scodtipoasignacion || cost.stipoasignacioncosto || 'OPE',
    nidra: cost.nidra ? String(cost.nidra) : '',
    sindinvolucraventa: cost.sindinvolucraventa === 'S' ? 'S' : 'N',
    nmontoventa: cost.nmontoventa === null ? '' : String(cost.nmontoventa),
  };
}

/** The body of POST/PUT /Operation/Cost (the shared schema's input). */
interface CostBody {
  nidoperacion: number;
  scodtipocosto: string;
  nmontocosto: string;
  nidproveedor: number | null;
  snumfactura: string;
  dfhofactura: string;
  scodtipoasignacion: (typeof COST_ASSIGNMENTS)[number];
  nidra: string | null;
  sindinvolucraventa: 'S' | 'N';
  nmontoventa: string | null;
}

const toBody = (operationId: number, v: CostValues): CostBody => ({
  nidoperacion: operationId,
  scodtipocosto: v.scodtipocosto,
  nmontocosto: v.nmontocosto.trim(),
  nidproveedor: v.nidproveedor,
  snumfactura: v.snumfactura.trim(),
  dfhofactura: v.dfhofactura,
  scodtipoasignacion: v.scodtipoasignacion as CostBody['scodtipoasignacion'],
  nidra: v.scodtipoasignacion === 'RA' && v.nidra.trim() ? v.nidra.trim() : null,
  sindinvolucraventa: v.sindinvolucraventa,
  nmontoventa: v.sindinvolucraventa === 'S' ? v.nmontoventa.trim() : null,
});

/** 'Agregar nuevo costo' / 'Editar costo': the cost form (spec 2 sections 3 and 5). */
export function CostModal({
  opened,
  operationId,
  cost,
  filters,
  onClose,
}: {
  opened: boolean;
  operationId: number;
  /** null: a new cost. */
  cost: CostItem | null;
  filters: CostFilters | undefined;
  onClose: () => void;
}) {
  const isMobile = useIsMobile();
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={cost ? `Editar costo ${cost.nidcosto}` : 'Agregar nuevo costo'}
      centered
      size="lg"
      fullScreen={isMobile}
    >
      {opened && (
        <CostFormBody
          key={cost?.nidcosto ?? 'new'}
          operationId={operationId}
          cost={cost}
          filters={filters}
          onDone={onClose}
        />
      )}
    </Modal>
  );
}

function CostFormBody({
  operationId,
  cost,
  filters,
  onDone,
}: {
  operationId: number;
  cost: CostItem | null;
  filters: CostFilters | undefined;
  onDone: () => void;
}) {
  const isMobile = useIsMobile();
  const save = useSaveCost();
  const { showError, modal } = useMessageModal();
  const form = useForm<CostValues>({
    mode: 'controlled',
    initialValues: initialValues(cost),
    validate: (values) => validate(toBody(operationId, values)),
    validateInputOnChange: true,
  });
  const v = form.values;
  const valid = Object.keys(validate(toBody(operationId, v))).length === 0;
  const assignments = filters?.tipoAsignacionCostoList.length
    ? filters.tipoAsignacionCostoList.map((o) => ({ value: o.scodparametro01, label: o.sdeslargo01 }))
    : FALLBACK_ASSIGNMENTS;

  const submit = () => {
    if (form.validate().hasErrors) return;
    save.mutate(
      { costId: cost?.nidcosto ?? null, body: toBody(operationId, v) },
      { onSuccess: onDone, onError: (error) => showError(error) },
    );
  };
  const digits = (key: 'nmontocosto' | 'snumfactura' | 'nidra' | 'nmontoventa') => ({
    ...form.getInputProps(key),
    inputMode: 'numeric' as const,
    autoComplete: 'off',
  });

  return (
    <>
      <SimpleGrid cols={isMobile ? 1 : 2} spacing="md" verticalSpacing="sm">
        <Select
          label="Tipo de costo"
          withAsterisk
          comboboxProps={{ withinPortal: true }}
          data={(filters?.tipoCostoList ?? []).map((o) => ({
            value: o.scodparametro01,
            label: o.sdeslargo01,
          }))}
          {...form.getInputProps('scodtipocosto')}
        />
        <ClpInput label="Monto" withAsterisk {...digits('nmontocosto')} />
        <PartySearchInput
          kind="recipient"
          label="Proveedor"
          value={v.proveedor}
          onType={(text) => form.setValues({ proveedor: text, nidproveedor: null })}
          onPick={(m) => form.setValues({ proveedor: m.shortName, nidproveedor: m.id })}
        />
        <TextInput label="N° factura" {...digits('snumfactura')} />
        <DayInput
          label="Fecha factura"
          value={v.dfhofactura}
          onChange={(day) => form.setFieldValue('dfhofactura', day)}
          error={form.errors.dfhofactura}
          clearable
        />
        <Select
          label="Asignación"
          withAsterisk
          allowDeselect={false}
          data={assignments}
          {...form.getInputProps('scodtipoasignacion')}
          onChange={(value) =>
            form.setValues({ scodtipoasignacion: value ?? 'OPE', nidra: value === 'RA' ? v.nidra : '' })
          }
        />
        <TextInput label="N° RA" disabled={v.scodtipoasignacion !== 'RA'} {...digits('nidra')} />
        <Switch
          label="Involucra venta"
          mt={isMobile ? 0 : 'xl'}
          checked={v.sindinvolucraventa === 'S'}
          onChange={(event) =>
            form.setValues({
              sindinvolucraventa: event.currentTarget.checked ? 'S' : 'N',
              nmontoventa: event.currentTarget.checked ? v.nmontoventa : '',
            })
          }
        />
        <ClpInput label="Monto venta" disabled={v.sindinvolucraventa !== 'S'} {...digits('nmontoventa')} />
      </SimpleGrid>
      <Group justify="flex-end" mt="lg" gap="sm">
        <DisabledReason
          ta="right"
          reason={invalidFormReason(validate(toBody(operationId, v)), COST_LABELS)}
        />
        <Button variant="default" onClick={onDone} disabled={save.isPending}>
          Cancelar
        </Button>
        <Button onClick={submit} loading={save.isPending} disabled={!valid}>
          {cost ? 'Actualizar' : 'Agregar'}
        </Button>
      </Group>
      {modal}
    </>
  );
}
