/** Kysely table types of the public site's publishing (issue 46). */
export interface PublicacionTables {
  /** One run (manual or automatic): its progress while it runs, what it did once it ended. */
  dia_d_publicaciones: {
    id: string;
    usuario_id: string;
    /** The name at the time (the admin who switched the automatic runs on, for those). */
    usuario_nombre: string;
    automatica: number;
    alcance: string;
    titulo: string;
    declaracion: string;
    /** Where it wrote, as the screen shows it. */
    destino: string;
    /** en-curso | hecha | error */
    estado: string;
    fase: string;
    hechas: number;
    total: number;
    escritos: number;
    sin_cambios: number;
    retirados: number;
    /** Bytes written (bigint: a first run with real photos passes 2 GB). */
    bytes: number | string;
    mesas: number;
    error: string | null;
    creada_en: string;
    terminada_en: string | null;
    /** Its last progress: a run not ended whose time stops was cut off with its instance. */
    actualizada_en: string;
  };
  /**
   * The manifest: every file at the destination as the runs left it (path → SHA-256). A run
   * compares what it would write with it and writes only what differs. A row whose hash is ''
   * is a file being removed (it may or may not be there still).
   */
  dia_d_publicacion_archivos: { ruta: string; sha256: string; bytes: number };
  /** A stored photo (by its blob's hash) as published: its file's SHA-256, type and size. */
  dia_d_publicacion_fotos: {
    hash: string;
    sha256: string;
    ext: string;
    ancho: number;
    alto: number;
  };
  /** The photo each mesa's page last published, and whether the mesa is on the site now. */
  dia_d_publicacion_mesas: { mesa_codigo: string; sha256: string; publicada_en: string; en_sitio: number };
  /** A published photo a corrected acta replaced: listed on the mesa's page and in reemplazadas.csv. */
  dia_d_publicacion_reemplazos: {
    mesa_codigo: string;
    sha256: string;
    publicada_en: string;
    reemplazada_en: string;
    sha256_nueva: string;
  };
  /** Mesas an admin kept off the site, and why. */
  dia_d_publicacion_retiradas: {
    mesa_codigo: string;
    motivo: string;
    usuario_id: string;
    usuario_nombre: string;
    en: string;
  };
  /**
   * One row (`id` = 'publicacion'): the automatic runs, the destination the manifest describes,
   * and the turn (lease) that lets one run at a time, on one instance, hold the destination.
   */
  dia_d_publicacion_ajustes: {
    id: string;
    automatica: number;
    cada_minutos: number;
    alcance: string | null;
    titulo: string | null;
    declaracion: string | null;
    activada_por_id: string | null;
    activada_por: string | null;
    destino: string | null;
    turno_de: string | null;
    turno_hasta: string | null;
  };
}
