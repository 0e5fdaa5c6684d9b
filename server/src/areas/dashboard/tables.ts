/** Kysely table types of the dashboard area (editor variant figures, spec dashboard.md §3). */
export interface DashboardTables {
  dashboard_perfil: {
    id: number;
    nombre: string;
    cumplimiento: number;
    /** '' = the bundled default image. */
    imagen_url: string;
  };
  dashboard_cronograma: {
    semana: string;
    orden: number;
    planificado: number;
    ejecutado: number;
  };
  dashboard_campanas: {
    nombre: string;
    orden: number;
    progreso: number;
    tendencia: string;
    fecha_inicio: string;
    fecha_fin: string;
    presupuesto_planificado: number;
    presupuesto_ejecutado: number;
  };
  dashboard_indicadores: {
    tipo: string;
    orden: number;
    valor: number;
  };
  dashboard_finanzas: {
    id: number;
    ejercido: number;
    devengado: number;
    retraso: number;
  };
  dashboard_escucha: {
    id: number;
    menciones: number;
    impresiones: number;
    reputacion: number;
    notas: number;
    /** JSON array of 24 hourly sample values. */
    horas: string;
  };
  dashboard_testigos: {
    id: string;
    orden: number;
    usuario: string;
    contenido: string;
    momento: string;
  };
  dashboard_operacion: {
    campana: number;
    progreso: number;
    retraso: number;
  };
  dashboard_metricas: {
    area: string;
    orden: number;
    progreso: number;
    content_actual: number | null;
    content_meta: number | null;
    impressions_actual: number | null;
    impressions_meta: number | null;
    messages_actual: number | null;
    messages_meta: number | null;
    notes_actual: number | null;
    notes_meta: number | null;
    impacts_actual: number | null;
    impacts_meta: number | null;
    promoted_actual: number | null;
    promoted_meta: number | null;
    utilitarians_actual: number | null;
    utilitarians_meta: number | null;
  };
}
