/** Kysely table types of the estrategia area. Booleans are integers 0/1. */
export interface EstrategiaTables {
  estrategia_diad: {
    id: string;
    total_casillas: number;
    casillas_cubiertas: number;
    fecha_eleccion: string;
    actualizado_en: string;
  };
  estrategia_planes: {
    id: string;
    fecha: string;
    descripcion: string;
    creado_en: string;
  };
  estrategia_requisitos: {
    id: string;
    titulo: string;
    descripcion: string;
    completado: number;
    fecha_limite: string;
    responsable: string;
    prioridad: string;
    categoria: string;
    creado_en: string;
  };
  estrategia_eventos: {
    id: string;
    titulo: string;
    fecha: string;
    completado: number;
    creado_en: string;
  };
  estrategia_ejes: {
    id: string;
    titulo: string;
    estrategia: string;
    creado_en: string;
  };
  /**
   * Links of uploaded files (table `archivos`) to this area. `grupo` says where a
   * file belongs: 'diad', 'documentos', 'estrategia' (one per strategy) or
   * 'requisito'; `duenio_id` is the strategy or requirement id when there is one.
   */
  estrategia_archivos: {
    archivo_id: string;
    grupo: string;
    duenio_id: string | null;
    creado_en: string;
  };
}
