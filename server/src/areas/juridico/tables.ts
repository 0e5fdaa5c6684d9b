/** Kysely table types of the juridico area. */
export type JuridicoTables = object;
