import { DASHBOARD_STORAGE_KEY } from '../../../api/session.js';

/**
 * Last known dashboard figures in this browser (spec: dashboard-storage), so a
 * reload shows them at once while the server is asked again. Logout removes it.
 */
interface DashboardSnapshot {
  perfil?: unknown;
  campanas?: unknown;
  indicadores?: unknown;
  finanzas?: unknown;
  tracking?: unknown;
  escucha?: unknown;
  operacion?: unknown;
  metricas?: unknown;
}
export type ClaveSnapshot = keyof DashboardSnapshot;

function leer(): DashboardSnapshot {
  try {
    const raw = localStorage.getItem(DASHBOARD_STORAGE_KEY);
    const data: unknown = raw ? JSON.parse(raw) : null;
    return data && typeof data === 'object' ? data : {};
  } catch {
    return {};
  }
}

/** The cached value of one part, checked by the caller's guard; undefined when absent or malformed. */
export function desdeCache<T>(clave: ClaveSnapshot, valido: (v: unknown) => v is T): T | undefined {
  const v = leer()[clave];
  return valido(v) ? v : undefined;
}

export function guardarEnCache(clave: ClaveSnapshot, valor: unknown): void {
  try {
    localStorage.setItem(DASHBOARD_STORAGE_KEY, JSON.stringify({ ...leer(), [clave]: valor }));
  } catch {
    // A full or disabled storage only costs the instant figures on the next load.
  }
}

/** Reads a route and keeps the answer as the part's snapshot. */
export async function conCache<T>(clave: ClaveSnapshot, leerServidor: () => Promise<T>): Promise<T> {
  const data = await leerServidor();
  guardarEnCache(clave, data);
  return data;
}
