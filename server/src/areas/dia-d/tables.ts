/** Kysely table types of the Día D area. */
export interface DiaDTables {
  dia_d_recintos: {
    codigo: string;
    /** One of the nine region ids of the territorial area. */
    departamento: string;
    municipio: string;
    nombre: string;
    /** Recinto chief: a territorial defender of the same department. */
    jefe_id: string | null;
  };
  dia_d_mesas: {
    codigo: string;
    numero: number;
    recinto_codigo: string;
    habilitados: number;
    /** Delegate: a territorial defender (one mesa each, unique). */
    delegado_id: string | null;
    /** Check-in time ("Estoy en mi mesa"); the client id makes a resend count once. */
    llegada_en: string | null;
    llegada_id: string | null;
  };
  dia_d_accesos: {
    defensor_id: string;
    /** SHA-256 of the one-time code: the code itself is shown once and never stored. */
    codigo_hash: string;
    /** The `usuarios` row of role `delegado` whose sessions this access opens. */
    usuario_id: string;
    creado_en: string;
  };
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
