/** Kysely table types of the count: its running totals and the quick count's sample. */
export interface ConteoTables {
  dia_d_muestra: { mesa_codigo: string; estrato: string };
  /**
   * The count's running totals by department and acta state, kept in the same transaction as
   * every change of a mesa's current acta: `clave` is a party's sigla, or `#actas`,
   * `#blancos`, `#nulos`, `#habilitados`.
   */
  dia_d_totales: { departamento: string; estado: string; clave: string; franja: number; valor: number };
  /** The same per municipio of a department (issue 27: a municipal chief's count). */
  dia_d_totales_municipio: {
    departamento: string;
    municipio: string;
    estado: string;
    clave: string;
    /** Both tables' sums are split in stripes (performance/striped-counters.ts): a reader sums them. */
    franja: number;
    valor: number;
  };
}
