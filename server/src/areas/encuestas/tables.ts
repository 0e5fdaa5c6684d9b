/** Kysely table types of the encuestas area. */
export type EncuestasTables = object;
