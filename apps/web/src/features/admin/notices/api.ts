import { routes } from '@carga/domain';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, apiBlob } from '../../../api/call.ts';
import { saveBlob } from '../../../api/download.ts';

// 'Avisos enviados' (issue 16): the e-mail notices' outbox, its .eml files and 'Reintentar'.

type Query = Record<string, string | number>;

export const noticeKeys = {
  all: ['notices'] as const,
  list: (query: Query) => ['notices', 'list', query] as const,
};

export const useNoticeList = (query: Query) =>
  useQuery({
    queryKey: noticeKeys.list(query),
    queryFn: ({ signal }) => api(routes.notices.list, { query, signal }),
    placeholderData: keepPreviousData,
  });

export const useRetryNotice = () => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => api(routes.notices.retry, { params: { id } }),
    meta: { successMessage: 'Aviso en cola para reintentar' },
    onSuccess: () => client.invalidateQueries({ queryKey: noticeKeys.all }),
  });
};

/** The notice's .eml file, saved by the browser as aviso-<id>.eml. */
export async function downloadEml(id: number) {
  saveBlob(await apiBlob(routes.notices.eml, { params: { id } }), `aviso-${id}.eml`);
}
