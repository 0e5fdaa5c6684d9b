/** Kysely table types of the territorial area. */
export type TerritorialTables = object;
