/** Kysely table types of the comunicacion area. */
export type ComunicacionTables = object;
