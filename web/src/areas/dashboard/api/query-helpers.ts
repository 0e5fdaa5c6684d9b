import type { z } from 'zod';

/** A type guard from a contract schema, for values read back from the browser cache. */
export const esValido =
  <S extends z.ZodType>(schema: S) =>
  (v: unknown): v is z.output<S> =>
    schema.safeParse(v).success;

/** Cached data is shown at once but always refetched on mount. */
export const CACHE_VIEJA = { initialDataUpdatedAt: 0 } as const;
