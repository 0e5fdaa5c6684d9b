/** Kysely table types of the paneles area. */
export type PanelesTables = object;
