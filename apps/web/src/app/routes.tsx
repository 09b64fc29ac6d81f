import { lazy, type ReactNode, Suspense, useEffect } from 'react';
import { createBrowserRouter, Navigate, type RouteObject } from 'react-router';
import { LoginPage } from '../features/auth/login/LoginPage.tsx';
import { RequireAccess, RequireAuth } from '../ui/guards.tsx';
import { Loading } from '../ui/LoadState.tsx';
import { RouteError } from './RouteError.tsx';
import { groupStarts, type RoutedScreen, routedScreens } from './screens/index.ts';
import { ShellFallback } from './shell/ShellFallback.tsx';

// The shell (header, menus, selects: Floating UI and most of Mantine) comes after sign-in, not with the
// sign-in page (issue 15: the first download). A cold deep link shows a plain shell-shaped frame with the
// loader while it arrives, then the shell with its screen's loader.
const AppLayout = lazy(() => import('./shell/AppLayout.tsx').then((m) => ({ default: m.AppLayout })));

/** The browser tab and history name the screen, so several open tabs can be told apart; 'Carga' again on leaving. */
function Titled({ title, children }: { title: string; children: ReactNode }) {
  useEffect(() => {
    const before = document.title;
    document.title = `${title} · Carga`;
    return () => {
      document.title = before;
    };
  }, [title]);
  return children;
}

/** A screen of the table: loaded on first visit, behind its audience, its title on the tab. */
const screenRoute = (screen: RoutedScreen, path: string): RouteObject => ({
  path,
  // A cold deep link renders the shell and this loader while the screen's code arrives, not a blank page.
  hydrateFallbackElement: <Loading />,
  lazy: async () => {
    const Component = await screen.load();
    return {
      element: (
        <Titled title={screen.title}>
          <RequireAccess audience={screen.audience}>
            <Component />
          </RequireAccess>
        </Titled>
      ),
    };
  },
});

const firstSegment = (path: string) => `/${path.split('/')[1]}`;

/**
 * A group's bare path ('/pasos', which the menu opens) moves on to its first screen. The router stays on the
 * bare path until that screen's code arrives, so the loader is shown meanwhile: it was a blank content area
 * for 0.3–0.5 s on the wizard's first visit (issue 29).
 */
function MoveOn({ to }: { to: string }) {
  return (
    <>
      <Navigate to={to} replace />
      <Loading />
    </>
  );
}

/** The screens nested under their first segment ('/dashboard', '/pasos', '/detalle'…), as the spec lists them. */
function screenGroups(): RouteObject[] {
  const groups = [...new Set(routedScreens.map((s) => firstSegment(s.path)))];
  return groups.map((group) => {
    const start = groupStarts[group];
    return {
      path: group,
      children: [
        ...(start ? [{ index: true, element: <MoveOn to={start} /> }] : []),
        ...routedScreens
          .filter((s) => firstSegment(s.path) === group)
          .map((s) => screenRoute(s, s.path.slice(group.length + 1))),
      ],
    };
  });
}

// Spec 1 section 2, route table (complete), from the screen table.
export const routes: RouteObject[] = [
  { path: '/', element: <Navigate to="/login" replace /> },
  { path: '/login', element: <LoginPage /> },
  // Public tracking (issue 16): no session, outside the shell, its code loaded only when opened.
  {
    // Without a code (issue 29) the page asks for one.
    path: '/seguimiento/:codigo?',
    hydrateFallbackElement: <Loading />,
    lazy: () => import('../features/tracking/public/TrackingPage.tsx'),
  },
  {
    element: (
      <RequireAuth>
        <Suspense fallback={<ShellFallback />}>
          <AppLayout />
        </Suspense>
      </RequireAuth>
    ),
    errorElement: <RouteError />,
    children: screenGroups(),
  },
  { path: '*', element: <Navigate to="/dashboard/welcome" replace /> },
];

export const createRouter = () => createBrowserRouter(routes);
