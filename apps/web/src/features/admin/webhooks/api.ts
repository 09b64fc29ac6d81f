import type { WebhookCreate, WebhookUpdate } from '@carga/domain';
import { routes } from '@carga/domain';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../api/call.ts';
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
    queryFn: ({ signal }) => api(routes.webhooks.list, { query, signal }),
    placeholderData: keepPreviousData,
  });

export const useWebhook = (id: number | null) =>
  useQuery({
    queryKey: webhookKeys.detail(id ?? 0),
    queryFn: () => api(routes.webhooks.detail, { params: { id } }),
    enabled: id !== null,
  });

export const useWebhookDeliveries = (id: number | null, query: Query) =>
  useQuery({
    queryKey: webhookKeys.deliveries(id ?? 0, query),
    queryFn: ({ signal }) => api(routes.webhooks.deliveries, { params: { id }, query, signal }),
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
  useWebhookMutation((body: WebhookCreate) => api(routes.webhooks.create, { body }));

export const useUpdateWebhook = (id: number) =>
  useWebhookMutation(
    (body: WebhookUpdate) => api(routes.webhooks.update, { params: { id }, body }),
    'Webhook guardado',
  );

export const useRotateSecret = () =>
  useWebhookMutation((id: number) => api(routes.webhooks.rotateSecret, { params: { id } }));

export const useDeleteWebhook = () =>
  useWebhookMutation((id: number) => api(routes.webhooks.remove, { params: { id } }), 'Webhook eliminado');

export const useResendDelivery = () =>
  useWebhookMutation(
    (id: number) => api(routes.webhooks.resend, { params: { id } }),
    'La entrega se enviará de nuevo en unos segundos',
  );
