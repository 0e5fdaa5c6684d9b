/** Kysely table types of the dashboard area. */
export type DashboardTables = object;
