import '@mantine/core/styles.css';
import '@mantine/notifications/styles.css';
import { MantineProvider } from '@mantine/core';
import { Notifications } from '@mantine/notifications';
import { QueryClientProvider } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import { createQueryClient } from './api/query-client.tsx';
import { createRouter } from './app/routes.tsx';
import { theme } from './app/theme.ts';

const queryClient = createQueryClient();

const router = createRouter();

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <MantineProvider theme={theme}>
      <Notifications position="top-right" autoClose={4000} limit={3} />
      <QueryClientProvider client={queryClient}>
        <RouterProvider router={router} />
      </QueryClientProvider>
    </MantineProvider>
  </StrictMode>,
);

// The service worker that keeps the app's files for opening it offline (app/service-worker.ts): built
// apps only (in development Vite serves the files), where the browser has one (not on plain HTTP).
if (import.meta.env.PROD && 'serviceWorker' in navigator) {
  void import('./app/service-worker.ts').then(({ registerServiceWorker }) => registerServiceWorker());
}
