/** Kysely table types of the official count (issue 29). */
export interface OficialesTables {
  /** One import of the official export, applied: its time and how much it changed. */
  dia_d_oficial_instantaneas: {
    id: string;
    fecha: string;
    candidatura: string;
    filas: number;
    cambios: number;
    usuario_id: string;
  };
  /** A mesa's official figures as a snapshot brought them: only the mesas that changed. */
  dia_d_oficial_mesas: {
    instantanea_id: string;
    mesa_codigo: string;
    /** A registry department id, or `Exterior` for the mesas abroad, or the file's text. */
    grupo: string;
    pais: string;
    departamento: string;
    municipio: string;
    recinto: string;
    numero: number;
    habilitados: number;
    validos: number;
    blancos: number;
    nulos: number;
    emitidos: number;
    /** JSON `{sigla: votos}` by the ballot's siglas (columns left unmapped are not kept). */
    votos: string;
    /** 1 when the mesa's code is in the registry. */
    en_registro: number;
    /** 1 when the row's own arithmetic does not add up. */
    error_aritmetico: number;
  };
  /** Each mesa's current official figures: the snapshot holding them and their fingerprint. */
  dia_d_oficial_actual: {
    candidatura: string;
    mesa_codigo: string;
    instantanea_id: string;
    huella: string;
  };
  /** A large import applied as a job: its progress, read by any instance (docs/decisions.md). */
  dia_d_oficial_trabajos: {
    id: string;
    usuario_id: string;
    /** leyendo | guardando | hecho | error */
    fase: string;
    hechas: number;
    total: number;
    error: string | null;
    /** JSON of the import's answer once done. */
    resultado: string | null;
    creado_en: string;
    /** Its last progress: a job not done whose time stops was cut off with its instance. */
    actualizado_en: string;
  };
}
