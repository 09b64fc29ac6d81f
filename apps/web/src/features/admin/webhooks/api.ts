import type {
  WebhookCreate,
  WebhookDeliveryListResponse,
  WebhookItem,
  WebhookListResponse,
  WebhookUpdate,
  WebhookWithSecret,
} from '@carga/domain';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../api/client.ts';
import type { SuccessMessage } from '../../../api/query-client.tsx';

// The webhook calls: endpoints of business clients, their secret, their delivery log and 'Reenviar'.

type Query = Record<string, string | number>;

export const webhookKeys = {
  all: ['webhooks'] as const,
  list: (query: Query) => ['webhooks', 'list', query] as const,
  detail: (id: number) => ['webhooks', 'detail', id] as const,
  deliveries: (id: number, query: Query) => ['webhooks', 'deliveries', id, query] as const,
};

export const useWebhookList = (query: Query) =>
  useQuery({
    queryKey: webhookKeys.list(query),
    queryFn: ({ signal }) => apiFetch<WebhookListResponse>('/Webhook', { query, signal }),
    placeholderData: keepPreviousData,
  });

export const useWebhook = (id: number | null) =>
  useQuery({
    queryKey: webhookKeys.detail(id ?? 0),
    queryFn: () => apiFetch<WebhookItem>(`/Webhook/${id}`),
    enabled: id !== null,
  });

export const useWebhookDeliveries = (id: number | null, query: Query) =>
  useQuery({
    queryKey: webhookKeys.deliveries(id ?? 0, query),
    queryFn: ({ signal }) =>
      apiFetch<WebhookDeliveryListResponse>(`/Webhook/${id}/Entregas`, { query, signal }),
    enabled: id !== null,
    placeholderData: keepPreviousData,
  });

/** Every change makes the lists, the details and the logs stale. */
function useWebhookMutation<Body, Result>(
  request: (body: Body) => Promise<Result>,
  successMessage?: SuccessMessage,
) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: request,
    meta: successMessage ? { successMessage } : undefined,
    onSuccess: () => client.invalidateQueries({ queryKey: webhookKeys.all }),
  });
}

export const useCreateWebhook = () =>
  useWebhookMutation((body: WebhookCreate) =>
    apiFetch<WebhookWithSecret>('/Webhook', { method: 'POST', body }),
  );

export const useUpdateWebhook = (id: number) =>
  useWebhookMutation(
    (body: WebhookUpdate) => apiFetch<WebhookItem>(`/Webhook/${id}`, { method: 'PUT', body }),
    'Webhook guardado',
  );

export const useRotateSecret = () =>
  useWebhookMutation((id: number) =>
    apiFetch<WebhookWithSecret>(`/Webhook/${id}/Secreto`, { method: 'POST' }),
  );

export const useDeleteWebhook = () =>
  useWebhookMutation((id: number) => apiFetch(`/Webhook/${id}`, { method: 'DELETE' }), 'Webhook eliminado');

export const useResendDelivery = () =>
  useWebhookMutation(
    (id: number) => apiFetch(`/Webhook/Entregas/${id}/Reenviar`, { method: 'POST' }),
    'La entrega se enviará de nuevo en unos segundos',
  );
