/** Kysely types of the elections' tables (issue 45). */
export interface EleccionesTables {
  /**
   * Every election: the current one (its data in Día D's own tables), those that ended (each a
   * frozen copy of those tables, `archivo`), and those prepared but not yet current.
   */
  dia_d_elecciones: {
    /** 1, 2, 3… (names the copy: schema `<app>_e<id>` or file `elecciones/<id>.db`). */
    id: number;
    /** Null on the election made from the data already there, named after its date until it ends. */
    nombre: string | null;
    /** yyyy-mm-dd; the current one's is kept in step with Estrategia's Día D date. */
    fecha: string;
    tipo: string;
    /** 1 on the current election (one at most: a partial unique index). */
    actual: number;
    /** 1 once it ended: its copy is read only. */
    solo_lectura: number;
    creada_en: string;
    terminada_en: string | null;
    /** The election its carry-over comes from (null: none). */
    desde_id: number | null;
    /** JSON array of what it carries over: registro, delegados, ajustes. */
    llevar: string;
    /** Its copy: a PostgreSQL schema or a SQLite file name under DATA_DIR/elecciones (null until it ends). */
    archivo: string | null;
  };
  /**
   * The access codes of the elections that ended (their hashes, kept with their election), so a
   * phone that types an old code is told that its election ended rather than that it is wrong.
   */
  dia_d_codigos_terminados: {
    codigo_hash: string;
    eleccion_id: number;
  };
}
