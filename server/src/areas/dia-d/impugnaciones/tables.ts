/** Kysely table types of the legal files of the discrepancies (issue 29). */
export interface ImpugnacionesTables {
  /** The «Expedientes de Defensa» folder of a department and election (one each). */
  dia_d_expedientes: {
    departamento: string;
    /** The election date the folder belongs to. */
    eleccion: string;
    carpeta_id: string;
  };
  /** A mesa's challenge: its PDF in the folder, made from this acta and this official snapshot. */
  dia_d_impugnaciones: {
    mesa_codigo: string;
    carpeta_id: string;
    archivo_id: string;
    acta_id: string;
    instantanea_id: string;
    usuario_id: string;
    creada_en: string;
  };
}
