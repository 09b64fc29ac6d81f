import type { RepartoRoute } from '@carga/domain';

// The last answer of 'Mis rutas' kept on the phone (localStorage: a day's stops are a few KB), so that the
// route shows after a reload without a connection. Only the day's: tomorrow it is not today's route. Signing
// out clears localStorage, and it with it.

const KEY = 'carga-mis-rutas';

export interface SavedRoutes {
  day: string;
  /** When the server answered it (ms), for the query to know its age. */
  savedAt: number;
  list: RepartoRoute[];
}

export function loadRoutes(day: string): SavedRoutes | null {
  try {
    const saved = JSON.parse(localStorage.getItem(KEY) ?? 'null') as SavedRoutes | null;
    if (!saved || saved.day !== day || !Array.isArray(saved.list)) return null;
    // Kept by a version of the app before the routes carried their pickups: none.
    return { ...saved, list: saved.list.map((route) => ({ ...route, retiros: route.retiros ?? [] })) };
  } catch {
    return null;
  }
}

export function saveRoutes(day: string, list: RepartoRoute[], savedAt = Date.now()) {
  try {
    localStorage.setItem(KEY, JSON.stringify({ day, savedAt, list } satisfies SavedRoutes));
  } catch {
    // A full storage: the route still shows while the page is open.
  }
}
