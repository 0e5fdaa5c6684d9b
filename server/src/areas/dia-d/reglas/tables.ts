/** Kysely types of the rules' tables (issue 28). */
export interface ReglasTables {
  /** One per acta version and rule it tripped; reviewed once by an editor. */
  dia_d_alertas: {
    id: string;
    mesa_codigo: string;
    acta_id: string;
    regla: string;
    /** The rule's reason with the acta's figures, in Spanish, as it was when the acta arrived. */
    explicacion: string;
    creada_en: string;
    revisada_por: string | null;
    revisada_en: string | null;
    nota: string | null;
  };
  /**
   * What the rules remember of each mesa's latest evaluated version: its figures' signature
   * (identical figures in a recinto) and its participation (the department's running sums).
   */
  dia_d_reglas_mesas: {
    mesa_codigo: string;
    recinto_codigo: string;
    acta_id: string;
    firma: string;
    participacion: number;
  };
  /**
   * The department's running sums of participation: n, Σp and Σp² over its mesas' rows above, in
   * stripes (performance/striped-counters.ts) that a reader sums.
   */
  dia_d_reglas_departamentos: {
    departamento: string;
    franja: number;
    n: number;
    suma: number;
    suma2: number;
  };
}
