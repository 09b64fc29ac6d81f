import type {
  AgentSummary,
  AttachmentCreate,
  CargoDescriptionUpdate,
  ClientSummary,
  DocumentCreate,
  FinishTarget,
  finishResponse,
  NewSenderForm,
  NewSenderRequest,
  PackageFormInput,
  PackagesResponse,
  ReceptionConditionsUpdate,
  StepOneCreate,
  StepOneForm,
  z,
} from '@carga/domain';
import { routes } from '@carga/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, apiBlob } from '../../../api/call.ts';
import { dashboardKeys } from '../../../api/keys/dashboard.ts';
import { shipmentKeys as keys } from '../../../api/keys/shipment.ts';
import type { PersonQuery } from './person-search.ts';

// Every call of the wizard (spec 1 section 7). Components use these hooks, never fetch.

const hour = 60 * 60 * 1000;

// ---- Step 1 ---------------------------------------------------------------------------------------

export const useStepOneCombos = () =>
  useQuery({
    queryKey: keys.stepOneCombos(),
    queryFn: () => api(routes.shipment.stepOneCombos),
    staleTime: hour,
  });

export const useStepOne = (id: number | null) =>
  useQuery({
    queryKey: keys.stepOne(id ?? 0),
    queryFn: () => api(routes.shipment.stepOne, { params: { id } }),
    enabled: id !== null,
  });

/** A new or finished RA changes the RA lists and the day's figures of other screens. */
const invalidateElsewhere = (client: ReturnType<typeof useQueryClient>) =>
  Promise.all([
    client.invalidateQueries({ queryKey: keys.ras() }),
    client.invalidateQueries({ queryKey: dashboardKeys.statistics() }),
  ]);

export function useCreateStepOne() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: StepOneCreate) => api(routes.shipment.createStepOne, { body }),
    meta: { successMessage: (nidra: number) => `RA ${nidra} creado` },
    onSuccess: () => {
      invalidateElsewhere(client);
    },
  });
}

export function useUpdateStepOne(id: number | null) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: StepOneForm) => api(routes.shipment.updateStepOne, { params: { id }, body }),
    // The parties also show in step 2 (billing rut): the whole RA is stale.
    onSuccess: () => client.invalidateQueries({ queryKey: keys.ra(id ?? 0) }),
  });
}

// ---- Parties ---------------------------------------------------------------------------------------

export type PartyKind = 'sender' | 'recipient' | 'agent';

/** A sender, recipient or agent, whichever list it came from. */
export interface PartyMatch {
  id: number;
  rut: string;
  shortName: string;
  fullName: string;
}

const fromClient = (c: ClientSummary): PartyMatch => ({
  id: c.nidcliente,
  rut: c.srutcliente,
  shortName: c.snombrecorto,
  fullName: c.snombrecliente,
});

const fromAgent = (a: AgentSummary): PartyMatch => ({
  id: a.nidagente,
  rut: a.srutagente,
  shortName: a.snombreagente,
  fullName: a.snombreagente,
});

async function searchParties(kind: PartyKind, query: PersonQuery, signal: AbortSignal) {
  const params = { [query.by]: query.text };
  if (kind === 'agent') {
    const agents = await api(routes.parties.agents, { query: params, signal });
    return agents.map(fromAgent);
  }
  const route = kind === 'sender' ? routes.parties.senders : routes.parties.recipients;
  const clients = await api(route, { query: params, signal });
  return clients.map(fromClient);
}

/** Matches of a (debounced) person search; nothing is asked while the query is null. */
export const usePartySearch = (kind: PartyKind, query: PersonQuery | null) =>
  useQuery({
    queryKey: keys.peopleSearch(kind, query?.by ?? 'rut', query?.text ?? ''),
    queryFn: ({ signal }) => searchParties(kind, query!, signal),
    enabled: query !== null,
    staleTime: 30_000,
  });

/** The modal's form in the body the API takes (spec 1 section 7): the client with its one address. */
export const toNewSenderRequest = (form: NewSenderForm): NewSenderRequest => ({
  srutcliente: form.rut,
  snombrecliente: form.nombre,
  snombrecorto: form.nombreCorto,
  sindempresa: form.empresa,
  direcciones: [
    {
      scalle: form.calle,
      snumeracion: form.numeracion,
      srestodireccion: form.restoDireccion,
      scodregion: form.codRegion,
      scodcomuna: form.codComuna,
    },
  ],
});

export function useCreateSender() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (form: NewSenderForm) => api(routes.parties.createSender, { body: toNewSenderRequest(form) }),
    meta: { successMessage: (sender: ClientSummary) => `Remitente ${sender.snombrecorto} creado` },
    onSuccess: () => client.invalidateQueries({ queryKey: keys.people() }),
  });
}

// ---- Step 2 ---------------------------------------------------------------------------------------

export const useReceptionConditions = (id: number) =>
  useQuery({
    queryKey: keys.receptionConditions(id),
    queryFn: () => api(routes.shipment.receptionConditions, { params: { id } }),
  });

export function useUpdateReceptionConditions(id: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: ReceptionConditionsUpdate) =>
      api(routes.shipment.updateReceptionConditions, { params: { id }, body }),
    onSuccess: () => client.invalidateQueries({ queryKey: keys.ra(id) }),
  });
}

// ---- Step 3 ---------------------------------------------------------------------------------------

export const useCargoDescription = (id: number, enabled = true) =>
  useQuery({
    queryKey: keys.cargoDescription(id),
    queryFn: () => api(routes.shipment.cargoDescription, { params: { id } }),
    enabled,
  });

export function useUpdateCargoDescription(id: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: CargoDescriptionUpdate) =>
      api(routes.shipment.updateCargoDescription, { params: { id }, body }),
    onSuccess: () => client.invalidateQueries({ queryKey: keys.ra(id) }),
  });
}

// ---- Step 4 ---------------------------------------------------------------------------------------

export const useDocuments = (id: number) =>
  useQuery({
    queryKey: keys.documents(id),
    queryFn: () => api(routes.shipment.documents, { params: { id } }),
  });

export function useAddDocument(id: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: DocumentCreate) => api(routes.shipment.addDocument, { params: { id }, body }),
    meta: { successMessage: 'Documento agregado' },
    onSuccess: () => client.invalidateQueries({ queryKey: keys.documents(id) }),
  });
}

export function useDeleteDocument(id: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (docId: number) => api(routes.shipment.removeDocument, { params: { id, docId } }),
    meta: { successMessage: 'Documento eliminado' },
    onSuccess: () => client.invalidateQueries({ queryKey: keys.documents(id) }),
  });
}

// ---- Step 5 ---------------------------------------------------------------------------------------

export const usePackages = (id: number) =>
  useQuery({
    queryKey: keys.packages(id),
    queryFn: () => api(routes.shipment.packages, { params: { id } }),
  });

/** Package changes answer the fresh list and totals: the cache takes them as they come. */
function usePackageMutation<T>(
  id: number,
  successMessage: string,
  send: (input: T) => Promise<PackagesResponse>,
) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: send,
    meta: { successMessage },
    onSuccess: (data) => {
      client.setQueryData(keys.packages(id), data);
      return client.invalidateQueries({ queryKey: keys.packages(id) });
    },
  });
}

export const useAddPackage = (id: number) =>
  usePackageMutation(id, 'Bulto agregado', (body: PackageFormInput) =>
    api(routes.shipment.addPackage, { params: { id }, body }),
  );

export const useUpdatePackage = (id: number) =>
  usePackageMutation(
    id,
    'Bulto actualizado',
    ({ packageId, body }: { packageId: number; body: PackageFormInput }) =>
      api(routes.shipment.updatePackage, { params: { id, packageId }, body }),
  );

export const useDeletePackage = (id: number) =>
  usePackageMutation(id, 'Bulto eliminado', (packageId: number) =>
    api(routes.shipment.removePackage, { params: { id, packageId } }),
  );

// ---- Step 6 ---------------------------------------------------------------------------------------

export const useAttachments = (id: number) =>
  useQuery({
    queryKey: keys.attachments(id),
    queryFn: () => api(routes.shipment.attachments, { params: { id } }),
  });

export function useAddAttachment(id: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: AttachmentCreate) => api(routes.shipment.addAttachment, { params: { id }, body }),
    meta: { successMessage: 'Archivo adjuntado' },
    onSuccess: () => client.invalidateQueries({ queryKey: keys.attachments(id) }),
  });
}

export function useDeleteAttachment(id: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (fileId: number) => api(routes.shipment.removeAttachment, { params: { id, fileId } }),
    meta: { successMessage: 'Archivo eliminado' },
    onSuccess: () => client.invalidateQueries({ queryKey: keys.attachments(id) }),
  });
}

/** The file itself, asked for when the user opens it (files can be 10 MB: not kept in the cache). */
export const useAttachmentFile = (id: number) =>
  useMutation({
    mutationFn: (fileId: number) => api(routes.shipment.attachmentPreview, { params: { id, fileId } }),
  });

// ---- Step 7 ---------------------------------------------------------------------------------------

export const useDownloadLabels = (id: number) =>
  useMutation({ mutationFn: () => apiBlob(routes.shipment.labelsPdf, { params: { id } }) });

export const useDownloadVoucher = (id: number) =>
  useMutation({ mutationFn: () => apiBlob(routes.shipment.voucher, { params: { id } }) });

export function useFinish(id: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (target: FinishTarget) => api(routes.shipment.finish, { params: { id, state: target } }),
    meta: {
      successMessage: ({ nidra }: z.infer<typeof finishResponse>, target: FinishTarget) =>
        target === 'BORIG' ? `RA ${nidra} enviado a bodega` : `RA ${nidra} permanece en oficina`,
    },
    onSuccess: () =>
      Promise.all([client.invalidateQueries({ queryKey: keys.ra(id) }), invalidateElsewhere(client)]),
  });
}
