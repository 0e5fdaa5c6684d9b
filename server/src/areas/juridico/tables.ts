/** Kysely table types of the juridico area. */
export interface JuridicoTables {
  juridico_carpetas: {
    id: string;
    nombre: string;
    descripcion: string;
    /** contratos | expedientes-defensa | expedientes-ofensiva (checked by the contract). */
    tipo: string;
    /** Instant of creation (ISO). */
    fecha: string;
    creada_por: string | null;
  };
  /** Which stored file (table `archivos`) belongs to which folder. */
  juridico_carpeta_archivos: {
    carpeta_id: string;
    archivo_id: string;
  };
}
