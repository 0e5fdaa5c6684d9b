/** Kysely table types of the avisos area. */
export type AvisosTables = object;
