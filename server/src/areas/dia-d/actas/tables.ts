import type { Generated } from 'kysely';

/** Kysely table types of the actas: every version with its votes, each mesa's current one, the transcriptions. */
export interface ActasTables {
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
}
