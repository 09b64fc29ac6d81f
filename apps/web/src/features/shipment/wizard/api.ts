import type {
  AgentSummary,
  AttachmentCreate,
  AttachmentPreview,
  AttachmentSummary,
  CargoDescriptionResponse,
  CargoDescriptionUpdate,
  ClientSummary,
  DocumentCreate,
  DocumentsResponse,
  FinishTarget,
  finishResponse,
  NewSenderForm,
  NewSenderRequest,
  PackageFormInput,
  PackagesResponse,
  ReceptionConditionsResponse,
  ReceptionConditionsUpdate,
  StepOneCombos,
  StepOneCreate,
  StepOneForm,
  StepOneResponse,
  z,
} from '@carga/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../api/client.ts';
import { apiDownload } from '../../../api/download.ts';
import { dashboardKeys } from '../../../api/keys/dashboard.ts';
import { shipmentKeys as keys } from '../../../api/keys/shipment.ts';
import type { PersonQuery } from './person-search.ts';

// Every call of the wizard (spec 1 section 7). Components use these hooks, never fetch.

const hour = 60 * 60 * 1000;

// ---- Step 1 ---------------------------------------------------------------------------------------

export const useStepOneCombos = () =>
  useQuery({
    queryKey: keys.stepOneCombos(),
    queryFn: () => apiFetch<StepOneCombos>('/Shipment/OriginAndDestinationOfCargo'),
    staleTime: hour,
  });

export const useStepOne = (id: number | null) =>
  useQuery({
    queryKey: keys.stepOne(id ?? 0),
    queryFn: () => apiFetch<StepOneResponse>(`/Shipment/OriginAndDestinationOfCargo/${id}`),
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
    mutationFn: (body: StepOneCreate) =>
      apiFetch<number>('/Shipment/OriginAndDestinationOfCargo', { method: 'POST', body }),
    meta: { successMessage: (nidra: number) => `RA ${nidra} creado` },
    onSuccess: () => {
      invalidateElsewhere(client);
    },
  });
}

export function useUpdateStepOne(id: number | null) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: StepOneForm) =>
      apiFetch<number>(`/Shipment/OriginAndDestinationOfCargo/${id}`, { method: 'PUT', body }),
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
    const agents = await apiFetch<AgentSummary[]>('/Agent', { query: params, signal });
    return agents.map(fromAgent);
  }
  const path = kind === 'sender' ? '/Customer/sender' : '/Customer/recipient';
  const clients = await apiFetch<ClientSummary[]>(path, { query: params, signal });
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
    mutationFn: (form: NewSenderForm) =>
      apiFetch<ClientSummary>('/Customer/sender', { method: 'POST', body: toNewSenderRequest(form) }),
    meta: { successMessage: (sender: ClientSummary) => `Remitente ${sender.snombrecorto} creado` },
    onSuccess: () => client.invalidateQueries({ queryKey: keys.people() }),
  });
}

// ---- Step 2 ---------------------------------------------------------------------------------------

export const useReceptionConditions = (id: number) =>
  useQuery({
    queryKey: keys.receptionConditions(id),
    queryFn: () => apiFetch<ReceptionConditionsResponse>(`/Shipment/ReceptionConditions/${id}`),
  });

export function useUpdateReceptionConditions(id: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: ReceptionConditionsUpdate) =>
      apiFetch<unknown>(`/Shipment/ReceptionConditions/${id}`, { method: 'PUT', body }),
    onSuccess: () => client.invalidateQueries({ queryKey: keys.ra(id) }),
  });
}

// ---- Step 3 ---------------------------------------------------------------------------------------

export const useCargoDescription = (id: number, enabled = true) =>
  useQuery({
    queryKey: keys.cargoDescription(id),
    queryFn: () => apiFetch<CargoDescriptionResponse>(`/Shipment/DescriptionAndStatusOfCargo/${id}`),
    enabled,
  });

export function useUpdateCargoDescription(id: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: CargoDescriptionUpdate) =>
      apiFetch<unknown>(`/Shipment/DescriptionAndStatusOfCargo/${id}`, { method: 'PUT', body }),
    onSuccess: () => client.invalidateQueries({ queryKey: keys.ra(id) }),
  });
}

// ---- Step 4 ---------------------------------------------------------------------------------------

export const useDocuments = (id: number) =>
  useQuery({
    queryKey: keys.documents(id),
    queryFn: () => apiFetch<DocumentsResponse>(`/Shipment/AssociatedDocumentation/${id}`),
  });

export function useAddDocument(id: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: DocumentCreate) =>
      apiFetch<unknown>(`/Shipment/AssociatedDocumentation/${id}`, { method: 'POST', body }),
    meta: { successMessage: 'Documento agregado' },
    onSuccess: () => client.invalidateQueries({ queryKey: keys.documents(id) }),
  });
}

export function useDeleteDocument(id: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (docId: number) =>
      apiFetch<unknown>(`/Shipment/AssociatedDocumentation/${id}/${docId}`, { method: 'DELETE' }),
    meta: { successMessage: 'Documento eliminado' },
    onSuccess: () => client.invalidateQueries({ queryKey: keys.documents(id) }),
  });
}

// ---- Step 5 ---------------------------------------------------------------------------------------

export const usePackages = (id: number) =>
  useQuery({
    queryKey: keys.packages(id),
    queryFn: () => apiFetch<PackagesResponse>(`/Shipment/Package/${id}`),
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
    apiFetch<PackagesResponse>(`/Shipment/Package/${id}`, { method: 'POST', body }),
  );

export const useUpdatePackage = (id: number) =>
  usePackageMutation(
    id,
    'Bulto actualizado',
    ({ packageId, body }: { packageId: number; body: PackageFormInput }) =>
      apiFetch<PackagesResponse>(`/Shipment/Package/${id}/${packageId}`, { method: 'PUT', body }),
  );

export const useDeletePackage = (id: number) =>
  usePackageMutation(id, 'Bulto eliminado', (packageId: number) =>
    apiFetch<PackagesResponse>(`/Shipment/Package/${id}/${packageId}`, { method: 'DELETE' }),
  );

// ---- Step 6 ---------------------------------------------------------------------------------------

export const useAttachments = (id: number) =>
  useQuery({
    queryKey: keys.attachments(id),
    queryFn: () => apiFetch<AttachmentSummary[]>(`/Shipment/Attachment/${id}`),
  });

export function useAddAttachment(id: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: AttachmentCreate) =>
      apiFetch<unknown>(`/Shipment/Attachment/${id}`, { method: 'POST', body }),
    meta: { successMessage: 'Archivo adjuntado' },
    onSuccess: () => client.invalidateQueries({ queryKey: keys.attachments(id) }),
  });
}

export function useDeleteAttachment(id: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (fileId: number) =>
      apiFetch<unknown>(`/Shipment/Attachment/${id}/${fileId}`, { method: 'DELETE' }),
    meta: { successMessage: 'Archivo eliminado' },
    onSuccess: () => client.invalidateQueries({ queryKey: keys.attachments(id) }),
  });
}

/** The file itself, asked for when the user opens it (files can be 10 MB: not kept in the cache). */
export const useAttachmentFile = (id: number) =>
  useMutation({
    mutationFn: (fileId: number) => apiFetch<AttachmentPreview>(`/Shipment/Attachment/${id}/${fileId}`),
  });

// ---- Step 7 ---------------------------------------------------------------------------------------

export const useDownloadLabels = (id: number) =>
  useMutation({ mutationFn: () => apiDownload(`/Shipment/PrintLabels/${id}`) });

export const useDownloadVoucher = (id: number) =>
  useMutation({ mutationFn: () => apiDownload(`/Shipment/Voucher/${id}`) });

export function useFinish(id: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (target: FinishTarget) =>
      apiFetch<z.infer<typeof finishResponse>>(`/Shipment/Attachment/FinishAndPrint/${id}/${target}`, {
        method: 'POST',
      }),
    meta: {
      successMessage: ({ nidra }: z.infer<typeof finishResponse>, target: FinishTarget) =>
        target === 'BORIG' ? `RA ${nidra} enviado a bodega` : `RA ${nidra} permanece en oficina`,
    },
    onSuccess: () =>
      Promise.all([client.invalidateQueries({ queryKey: keys.ra(id) }), invalidateElsewhere(client)]),
  });
}
