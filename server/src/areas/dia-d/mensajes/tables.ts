/** Kysely table types of HQ's messages to the delegates and who read them. */
export interface MensajesTables {
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
