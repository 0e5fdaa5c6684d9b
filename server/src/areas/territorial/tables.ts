/** Kysely table types of the territorial area. */
export interface TerritorialTables {
  /** One row per fixed region (seeded reference data) with its per-region figures. */
  territorial_regiones: {
    id: string;
    nombre: string;
    ubicacion: string;
    orden: number;
    /** 0/1: the election configuration was saved once. */
    configurada: number;
    fecha_eleccion: string;
    meta_defensores: number;
    promovidos: number;
    meta_promovidos: number;
  };
  territorial_defensores: {
    id: string;
    region_id: string;
    nombre: string;
    celular: string;
    email: string;
    casilla: string | null;
    creado_en: string;
  };
  territorial_eventos: {
    id: string;
    region_id: string;
    titulo: string;
    fecha: string;
    esperados: number;
    reales: number;
    creado_en: string;
  };
  territorial_segmentos: {
    id: string;
    region_id: string;
    nombre: string;
    creado_en: string;
  };
}
