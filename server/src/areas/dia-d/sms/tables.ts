import type { EnvioSms, ResultadoSms } from '@comando/contract';

/** Kysely table types of the SMS (issue 44): every SMS received with what became of it, and the gateway. */
export interface SmsTables {
  dia_d_sms: {
    id: string;
    /** The gateway's event id: the same on every retry of one delivery (a replay counts once). */
    evento_id: string;
    /** The sender as E.164 (`+591…` for a Bolivian number). */
    telefono: string;
    texto: string;
    /** The device's local time as it reported it (with its offset). */
    recibido_en: string | null;
    /** When Comando received it (UTC ISO). */
    llegado_en: string;
    resultado: ResultadoSms;
    /** Why (Spanish): the part that could not be read, the rule that refused it. */
    detalle: string | null;
    defensor_id: string | null;
    mesa_codigo: string | null;
    acta_id: string | null;
    /** The reply's text (null: none is due, or it is not sent: see `envio`). */
    respuesta: string | null;
    /** Null until the reply was handed to the gateway (or left unsent). */
    envio: EnvioSms | null;
    /** The gateway's id of the reply, or why it failed. */
    envio_detalle: string | null;
  };
  /** The gateway: one row (`id` 1). Its secrets are stored to sign and to log in, never answered. */
  dia_d_sms_ajustes: {
    id: number;
    direccion: string;
    usuario: string;
    contrasena: string;
    clave_firma: string;
    numero: string | null;
    actualizada_en: string;
    actualizada_por: string;
  };
}
