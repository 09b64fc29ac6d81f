import { notifications } from '@mantine/notifications';
import { IconCheck } from '@tabler/icons-react';
import { MutationCache, QueryClient } from '@tanstack/react-query';
import { ApiError } from './client.ts';

/**
 * What a change says once it has succeeded: a text, or one made of the answer and what was sent. The
 * parameters are `never` so that each mutation annotates its own (the cache calls it with them).
 */
export type SuccessMessage = string | ((data: never, variables: never) => string);

declare module '@tanstack/react-query' {
  interface Register {
    mutationMeta: {
      /** Shown as a green notification after the change succeeded; a failure keeps its error modal. */
      successMessage?: SuccessMessage;
    };
  }
}

const textOf = (message: SuccessMessage, data: unknown, variables: unknown) =>
  typeof message === 'string' ? message : (message as (d: unknown, v: unknown) => string)(data, variables);

/** Every mutation that declares a success message says so, in one place (issue 12). */
export const notifySuccess = (message: string) =>
  notifications.show({
    message,
    color: 'green',
    icon: <IconCheck size={18} />,
    withBorder: true,
  });

export function createQueryClient() {
  return new QueryClient({
    mutationCache: new MutationCache({
      onSuccess: (data, variables, _context, mutation) => {
        const message = mutation.meta?.successMessage;
        if (message !== undefined) notifySuccess(textOf(message, data, variables));
      },
    }),
    defaultOptions: {
      queries: {
        // A 4xx will not change by asking again.
        retry: (count, error) =>
          !(error instanceof ApiError && error.status >= 400 && error.status < 500) && count < 2,
        refetchOnWindowFocus: false,
      },
    },
  });
}
