/** Kysely table types of the incidents the phones report, and HQ's notes on them. */
export interface IncidentesTables {
  dia_d_incidentes: {
    /** Client-generated: a resent report is the same row. */
    id: string;
    mesa_codigo: string;
    defensor_id: string;
    tipo: string;
    texto: string;
    /** Row of the shared `archivos` table (metadata already stripped). */
    foto_id: string | null;
    estado: string;
    asignado_a: string | null;
    creado_en: string;
  };
  dia_d_notas: {
    id: string;
    incidente_id: string;
    autor: string;
    texto: string;
    en: string;
  };
}
