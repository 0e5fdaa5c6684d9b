/** Kysely table types of the encuestas area. */
export interface EncuestasTables {
  encuestas: {
    id: string;
    fecha: string;
    encuestadora: string;
    muestra: number | null;
    creada_en: string;
  };
  encuestas_resultados: {
    id: string;
    encuesta_id: string;
    candidato: string;
    porcentaje: number;
    /** Trend stored at save time (spec section 4): up/down against the latest earlier value. */
    tendencia: string;
    orden: number;
  };
}
