import type { LoginResponse, MenuCode } from '@carga/domain';
import { isWarehouseCode } from '@carga/domain';
import { useSyncExternalStore } from 'react';

// The session kept on the device, under the spec's local storage keys (spec 1 section 3).
export interface Session {
  token: string;
  refreshToken: string;
  nombre: string;
  rut: string | null;
  oficinas: string[];
  bodegas: string[];
  menus: string[];
  currentOfiBod: string | null;
}

const KEYS = [
  'token',
  'refreshToken',
  'nombre',
  'rut',
  'oficinas',
  'bodegas',
  'menus',
  'currentOfiBod',
] as const;
const listeners = new Set<() => void>();
let cached: Session | null | undefined;

function readList(key: string): string[] {
  try {
    const value = JSON.parse(localStorage.getItem(key) ?? '[]');
    return Array.isArray(value) ? value.map(String) : [];
  } catch {
    return [];
  }
}

function read(): Session | null {
  const token = localStorage.getItem('token');
  if (!token) return null;
  const oficinas = readList('oficinas');
  const bodegas = readList('bodegas');
  const stored = localStorage.getItem('currentOfiBod');
  const all = [...oficinas, ...bodegas];
  return {
    token,
    refreshToken: localStorage.getItem('refreshToken') ?? '',
    nombre: localStorage.getItem('nombre') ?? '',
    rut: localStorage.getItem('rut') || null,
    oficinas,
    bodegas,
    menus: readList('menus'),
    // Restored when still allowed; otherwise the first entry, offices first.
    currentOfiBod: stored && all.includes(stored) ? stored : (all[0] ?? null),
  };
}

function emit() {
  cached = undefined;
  for (const listener of listeners) listener();
}

export const sessionStore = {
  get(): Session | null {
    if (cached === undefined) cached = read();
    return cached;
  },
  subscribe(listener: () => void) {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  signIn(login: LoginResponse) {
    localStorage.setItem('token', login.accessToken);
    localStorage.setItem('refreshToken', login.refreshToken);
    localStorage.setItem('nombre', login.nombre);
    localStorage.setItem('rut', login.rut ?? '');
    localStorage.setItem('oficinas', JSON.stringify(login.oficinas));
    localStorage.setItem('bodegas', JSON.stringify(login.bodegas));
    localStorage.setItem('menus', JSON.stringify(login.menus));
    emit();
  },
  setTokens(token: string, refreshToken: string) {
    localStorage.setItem('token', token);
    localStorage.setItem('refreshToken', refreshToken);
    emit();
  },
  setCurrent(code: string) {
    localStorage.setItem('currentOfiBod', code);
    emit();
  },
  /** Logout clears all local storage (spec 1 section 4). */
  signOut() {
    localStorage.clear();
    emit();
  },
};

// Another tab signing in or out changes this one too.
if (typeof window !== 'undefined') {
  window.addEventListener('storage', (event) => {
    if (event.key === null || (KEYS as readonly string[]).includes(event.key)) emit();
  });
}

export function useSession(): Session | null {
  return useSyncExternalStore(sessionStore.subscribe, sessionStore.get);
}

/** The signed-in session; only inside the guard. */
export function useRequiredSession(): Session {
  const session = useSession();
  if (!session) throw new Error('useRequiredSession outside the guard');
  return session;
}

export const isCustomerSession = (session: Session) => session.rut !== null;
export const isWarehouseCurrent = (session: Session) => isWarehouseCode(session.currentOfiBod);
/** Whether the session holds at least one of these codes. */
export const hasMenu = (session: Session, ...codes: MenuCode[]) =>
  codes.some((c) => session.menus.includes(c));
