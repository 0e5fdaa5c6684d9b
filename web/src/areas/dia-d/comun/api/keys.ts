import { AREA_DIA_D } from '@comando/contract';

/**
 * The first word of every Día D query key: the area's name, the one the server's change feed
 * names, so a live event of Día D reads them all again. Each capability builds its own keys
 * under it (`<capacidad>/api/keys.ts`).
 */
export const diaDKey = [AREA_DIA_D] as const;

/** The count's key: read by Conteo, and read again by Transcribir once an acta is typed. */
export const conteoKey = () => [...diaDKey, 'conteo'] as const;

/** A query string without its empty fields (a filter left at «Todos» is not sent). */
export const limpio = (f: Record<string, string | boolean | undefined>) =>
  Object.fromEntries(
    Object.entries(f)
      .filter(([, v]) => v !== undefined && v !== '' && v !== false)
      .map(([k, v]) => [k, String(v)]),
  );
