/** Kysely table types of the avisos area. */
export interface AvisosTables {
  avisos: AvisosTable;
}

interface AvisosTable {
  id: string;
  mensaje: string;
  /** Event date yyyy-mm-dd. */
  fecha: string;
  /** Event time HH:MM. */
  hora: string;
  /** Creation instant, UTC ISO-8601. */
  fecha_creacion: string;
}
