/** Kysely table types of the comunicacion area. */
export interface ComunicacionTables {
  comunicacion_prensa_pagada: {
    id: string;
    titulo: string;
    url: string;
    medio: string;
    imagen_url: string;
    descripcion: string;
    dominio: string;
    /** Newest first: the highest position leads the list (spec §7). */
    posicion: number;
    creado_por: string;
    creado_en: string;
    actualizado_en: string;
  };
  comunicacion_earned_media: {
    id: string;
    titulo: string;
    url: string;
    medio: string;
    posicion: number;
    creado_por: string;
    creado_en: string;
    actualizado_en: string;
  };
  comunicacion_voceros: {
    id: string;
    nombre: string;
    email: string;
    telefono: string;
    posicion: number;
    creado_por: string;
    creado_en: string;
    actualizado_en: string;
  };
  /** One row per figure: `materiales` (meta, producidos) and `publicidad` (meta, entregada). */
  comunicacion_progreso: {
    clave: string;
    meta: number;
    actual: number;
    actualizado_en: string;
  };
}
