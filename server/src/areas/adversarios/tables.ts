/** Kysely table types of the adversarios area. */
export interface AdversariosTables {
  adversarios: AdversariosTable;
  adversario_actualizaciones: AdversarioActualizacionesTable;
}

export interface AdversariosTable {
  id: string;
  nombre: string;
  partido: string;
  descripcion: string;
  /** Creation instant, UTC ISO-8601. */
  fecha_creacion: string;
}

interface AdversarioActualizacionesTable {
  id: string;
  adversario_id: string;
  mensaje: string;
  /** positiva | negativa | neutral (checked by the contract). */
  tipo: string;
  fecha: string;
  hora: string;
  fecha_creacion: string;
}
