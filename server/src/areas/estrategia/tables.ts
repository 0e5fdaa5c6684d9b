/** Kysely table types of the estrategia area. */
export type EstrategiaTables = object;
