import type { Route } from '@comando/contract';

declare module '@tanstack/react-query' {
  interface Register {
    /** The contract route a query reads: a test checks its key starts with that route's area. */
    queryMeta: { ruta?: Route };
  }
}
