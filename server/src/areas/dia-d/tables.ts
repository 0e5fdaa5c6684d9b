import type { Generated } from 'kysely';
import type { ConteoTables } from './conteo/index.js';
import type { IncidentesTables } from './incidentes/index.js';
import type { RegistroTables } from './registro/tables.js';
import type { ReglasTables } from './reglas/index.js';

/** Kysely table types of the Día D area: each capability's, gathered. */
export interface DiaDTables extends RegistroTables, ReglasTables, ConteoTables, IncidentesTables {
  dia_d_accesos: {
    defensor_id: string;
    /** SHA-256 of the one-time code: the code itself is shown once and never stored. */
    codigo_hash: string;
    /** The `usuarios` row of role `delegado` whose sessions this access opens. */
    usuario_id: string;
    creado_en: string;
  };
  /** Issue 28: the recinto chief's access, as `dia_d_accesos` is a delegate's (one per recinto). */
  dia_d_accesos_jefe: {
    recinto_codigo: string;
    defensor_id: string;
    codigo_hash: string;
    usuario_id: string;
    creado_en: string;
  };
  /** Every version of every acta: the delegate's, and a supervisor's settlement. */
  dia_d_actas: {
    /** The delegate's client id (a resend is the same row); a settlement's own id. */
    id: string;
    mesa_codigo: string;
    version: number;
    origen: 'delegado' | 'resolucion';
    /** Defender (delegate) or HQ user who wrote these figures. */
    autor_id: string;
    blancos: number;
    nulos: number;
    foto_id: string;
    /** 1 when participation is above 95 % of habilitados. */
    alerta: number;
    creada_en: string;
    /** Issue 29: the photo's SHA-256 as the phone sent it (null: an older phone, a settlement). */
    sha256_enviada: Generated<string | null>;
    /** Issue 29: SHA-256 of the stored file (metadata stripped), as recorded when it arrived. */
    sha256_guardada: Generated<string | null>;
    /** Issue 28: 1 when the recinto chief sent it for the mesa (`autor_id` is then the chief). */
    por_jefe: Generated<number>;
  };
  dia_d_acta_votos: { acta_id: string; sigla: string; votos: number };
  dia_d_mesa_acta: {
    mesa_codigo: string;
    /** The current version's row in dia_d_actas. */
    acta_id: string;
    estado: string;
    /** The mesa's, copied: the count groups without joining the registry. */
    departamento: string;
    habilitados: number;
    /** Who is transcribing it now, and until when (no two people get the same acta). */
    reservada_por: string | null;
    reservada_hasta: string | null;
    /** Who verified (matching transcription) or settled it, and when. */
    cerrada_por: string | null;
    cerrada_en: string | null;
  };
  dia_d_transcripciones: {
    id: string;
    acta_id: string;
    usuario_id: string;
    usuario_nombre: string;
    /** JSON of the figures typed. */
    figuras: string;
    coincide: number;
    en: string;
    /** Seconds from handing the acta out to this transcription (null: typed without a reservation). */
    segundos: number | null;
  };
  /** A message from HQ to delegates (issue 28); its recipients fixed when sent. */
  dia_d_mensajes: {
    id: string;
    texto: string;
    /** The target as sent (JSON of `DestinoMensaje`) and as staff read it. */
    destino: string;
    destino_nombre: string;
    autor_id: string;
    autor_nombre: string;
    enviado_en: string;
    /** Counters for the national list: recipients, and how many of them read it. */
    destinatarios: number;
    leidos: number;
  };
  dia_d_mensaje_destinos: {
    mensaje_id: string;
    defensor_id: string;
    /** The recipient's mesa and its ground when sent: a scoped list counts only its own. */
    mesa_codigo: string;
    departamento: string;
    municipio: string;
    recinto_codigo: string;
    leido_en: string | null;
  };
}
