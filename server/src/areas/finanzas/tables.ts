/** Kysely table types of the finanzas area. */
export type FinanzasTables = object;
