import { msg } from '../../messages.js';

// Issue 44, point 6: actas and arrivals by SMS where there is no data, through an Android phone at
// HQ running SMS Gateway for Android. Its texts, limits and the format printed on the access
// sheet, without zod (the access sheet and the SMS screen need only words); sms.ts declares the
// routes.

/** The PIN given with each access code: digits a delegate types at the end of the SMS. */
export const LARGO_PIN = 4;
/**
 * A webhook whose `X-Timestamp` is further than this from the server's clock is refused (401):
 * the gateway's documentation advises accepting only ±5 minutes against replays.
 */
export const TOLERANCIA_FIRMA_S = 5 * 60;
/** Replies to one unknown number per hour; past them its SMS are stored and left unanswered. */
export const RESPUESTAS_A_DESCONOCIDO = 3;
/** Replies to all unknown numbers together per hour (many spoofed numbers are no reply storm either). */
export const RESPUESTAS_A_DESCONOCIDOS = 30;
/** Wrong PINs from one number per hour before its SMS are refused for the rest of that hour. */
export const PIN_INCORRECTOS = 5;
/** SMS listed per page on the SMS screen. */
export const PAGINA_SMS = 50;
/** Longest SMS text stored (a concatenated SMS of ten parts). */
export const MAX_TEXTO_SMS = 1600;

/** What became of an SMS received. */
export const RESULTADOS_SMS = [
  'acta',
  'acta-repetida',
  'llegada',
  'rechazado',
  'ilegible',
  'pin-incorrecto',
  'bloqueado',
  'desconocido',
] as const;
export type ResultadoSms = (typeof RESULTADOS_SMS)[number];

export const ETIQUETA_RESULTADO_SMS: Record<ResultadoSms, string> = {
  acta: 'Acta recibida',
  'acta-repetida': 'Acta ya recibida',
  llegada: 'Llegada registrada',
  rechazado: 'Rechazado',
  ilegible: 'No se entendió',
  'pin-incorrecto': 'PIN incorrecto',
  bloqueado: 'Bloqueado por PIN incorrectos',
  desconocido: 'Número desconocido',
};

/** What became of the reply to an SMS. */
export const ENVIOS_SMS = ['enviada', 'fallida', 'omitida'] as const;
export type EnvioSms = (typeof ENVIOS_SMS)[number];

export const ETIQUETA_ENVIO_SMS: Record<EnvioSms, string> = {
  enviada: 'Respuesta enviada',
  fallida: 'La pasarela no envió la respuesta',
  omitida: 'Sin respuesta (límite de mensajes a números desconocidos o bloqueados)',
};

/** Errors of the SMS routes (the API's `{ error }`). */
export const MENSAJES_SMS = {
  firmaInvalida: msg('Firma del webhook no válida o vencida'),
  webhookIlegible: msg('El cuerpo no es un webhook de SMS Gateway for Android'),
  direccionRequerida: msg('La dirección de la pasarela es requerida'),
  usuarioRequerido: msg('El usuario de la pasarela es requerido'),
  contrasenaRequerida: msg('La contraseña de la pasarela es requerida'),
  claveRequerida: msg('La clave de firma de los webhooks es requerida'),
  numeroInvalido: msg('El número solo admite dígitos, espacios, +, - y paréntesis (6 a 20 caracteres)'),
  telefonoRequerido: msg('Escriba el número de celular al que enviar la prueba'),
  sinPasarela: msg('Primero configure la pasarela SMS: dirección, usuario, contraseña y clave de firma'),
  pasarelaFallo: (detalle: string) => msg(`La pasarela SMS no aceptó el mensaje: ${detalle}`),
  pasarelaSinRespuesta: msg(
    'La pasarela SMS no respondió: revise la dirección y que el teléfono esté en línea',
  ),
  cursorInvalido: msg('Página no válida'),
} as const;

/** Why an SMS could not be read, in the reply: each names the part it could not read. */
export const LECTURA_SMS = {
  sinPalabra: (inicio: string) =>
    msg(`No entendí «${inicio}»: el mensaje empieza con ACTA (el acta) o LLEGUE (su llegada).`),
  vacio: msg('El mensaje llegó vacío: envíe ACTA o LLEGUE con su mesa y su PIN.'),
  sinMesa: msg('Falta el código de la mesa después de ACTA o LLEGUE.'),
  desconocido: (parte: string, siglas: readonly string[]) =>
    msg(
      siglas.length > 0
        ? `No entendí «${parte}»: los partidos son ${siglas.join(', ')}; B es blancos y N nulos.`
        : `No entendí «${parte}»: la papeleta todavía no está cargada.`,
    ),
  sinCifra: (parte: string) => msg(`No entendí «${parte}»: falta su cifra (solo números).`),
  repetido: (parte: string) => msg(`«${parte}» aparece dos veces: envíe cada cifra una sola vez.`),
  sinBlancos: msg('Faltan los votos en blanco: agregue B y su cifra.'),
  sinNulos: msg('Faltan los votos nulos: agregue N y su cifra.'),
  sinPin: msg(`Falta el PIN de ${LARGO_PIN} cifras de su hoja de acceso: termine con PIN y el número.`),
  pinIlegible: (parte: string) => msg(`No entendí «${parte}»: el PIN son ${LARGO_PIN} cifras.`),
  llegadaDesconocido: (parte: string) =>
    msg(`No entendí «${parte}»: escriba LLEGUE, el código de su mesa y PIN con sus ${LARGO_PIN} cifras.`),
} as const;

/** The reply SMS (their text is what the delegate reads on a basic phone: short, no links). */
export const RESPUESTAS_SMS = {
  actaRecibida: (mesa: string, resumen: string) =>
    msg(`Acta de la mesa ${mesa} recibida: ${resumen}. Envíe la foto desde la página cuando tenga datos.`),
  actaYaRecibida: (mesa: string, resumen: string) =>
    msg(`Acta de la mesa ${mesa} ya estaba recibida: ${resumen}.`),
  actaRechazada: (mesa: string, motivo: string) => msg(`Acta de la mesa ${mesa} no recibida: ${motivo}`),
  llegada: (mesa: string, hora: string) => msg(`Llegada a la mesa ${mesa} registrada (${hora}).`),
  llegadaRechazada: (mesa: string, motivo: string) =>
    msg(`Llegada a la mesa ${mesa} no registrada: ${motivo}`),
  ilegible: (motivo: string) => msg(`Mensaje no registrado. ${motivo}`),
  pinIncorrecto: msg('PIN incorrecto: revise el PIN de su hoja de acceso. Nada fue registrado.'),
  bloqueado: msg('Demasiados PIN incorrectos desde este número: espere una hora o llame a la sede.'),
  desconocido: msg('Este número no está registrado para el Día D. Llame a la sede.'),
  otraMesa: (suya: string) => msg(`esa mesa no es la suya (la suya es la ${suya}).`),
  llegadaJefe: msg('la llegada la marca el delegado de cada mesa.'),
  prueba: msg('Prueba de Comando: la pasarela SMS envía mensajes.'),
} as const;

/** The acta's figures in the ballot's order, as the reply repeats them: «APB 120, LIBRE 45, blancos 2, nulos 1». */
export function resumenFiguras(
  f: { votos: Record<string, number>; blancos: number; nulos: number },
  siglas: readonly string[],
): string {
  const orden = [...siglas, ...Object.keys(f.votos).filter((s) => !siglas.includes(s))];
  return [
    ...orden.filter((s) => f.votos[s] !== undefined).map((s) => `${s} ${f.votos[s]}`),
    `blancos ${f.blancos}`,
    `nulos ${f.nulos}`,
  ].join(', ');
}

/** The SMS a delegate (or chief) sends, as the access sheet prints it. */
export const FORMATO_SMS = {
  acta: (mesa: string, siglas: readonly string[], pin: string) =>
    [
      'ACTA',
      mesa,
      ...(siglas.length > 0 ? siglas : ['SIGLA']).map((s) => `${s} votos`),
      'B blancos',
      'N nulos',
    ]
      .concat(`PIN ${pin}`)
      .join(' '),
  ejemplo: (mesa: string, siglas: readonly string[], pin: string) =>
    ['ACTA', mesa, ...(siglas.length > 0 ? siglas : ['SIGLA']).map((s, i) => `${s} ${[120, 45, 3][i] ?? 0}`)]
      .concat('B 2', 'N 1', `PIN ${pin}`)
      .join(' '),
  llegada: (mesa: string, pin: string) => `LLEGUE ${mesa} PIN ${pin}`,
} as const;

/** Texts of the access sheet's SMS part and of the SMS screen (HQ, admin). */
export const TEXTOS_SMS = {
  // Access sheet
  hojaTitulo: 'Sin datos: por SMS',
  hojaPin: 'PIN para SMS',
  hojaNumero: (numero: string) => `Envíe el SMS al número de la sede: ${numero}`,
  hojaSinNumero: 'Envíe el SMS al número de la sede que le indiquen.',
  hojaActa: 'Acta (después del conteo):',
  hojaEjemplo: 'Ejemplo:',
  hojaLlegada: 'Llegada a la mesa:',
  hojaAyuda:
    'Mayúsculas o minúsculas, espacios y comas dan igual. B son los votos en blanco y N los nulos. Recibirá una respuesta por SMS.',
  mesaDelJefe: 'MESA',
  // SMS screen
  titulo: 'SMS',
  descripcion:
    'Actas y llegadas que los delegados envían por SMS donde no hay datos, a través de un teléfono Android de la sede con SMS Gateway for Android.',
  soloAdmin: 'Solo un administrador configura la pasarela SMS y ve los mensajes recibidos.',
  pasarela: 'Pasarela SMS',
  pasarelaAyuda:
    'El teléfono de la sede con SMS Gateway for Android. Modo local: http://<IP del teléfono>:8080. Modo nube: https://api.sms-gate.app/3rdparty/v1.',
  direccion: 'Dirección de la pasarela',
  usuario: 'Usuario',
  contrasena: 'Contraseña',
  claveFirma: 'Clave de firma de los webhooks',
  numero: 'Número de la sede (se imprime en las hojas de acceso)',
  configurada: 'configurada',
  sinConfigurar: 'sin configurar',
  dejarIgual: 'Déjelo vacío para conservar la actual.',
  guardar: 'Guardar pasarela',
  guardando: 'Guardando…',
  guardada: 'Pasarela guardada.',
  errorGuardar: 'No se pudo guardar la pasarela',
  webhook: 'Dirección del webhook (regístrela en el teléfono para el evento sms:received)',
  estado: 'Estado',
  actualizada: (cuando: string) => `Actualizada el ${cuando}`,
  prueba: 'Enviar un SMS de prueba',
  telefonoPrueba: 'Número de celular',
  enviarPrueba: 'Enviar prueba',
  enviandoPrueba: 'Enviando…',
  pruebaEnviada: (numero: string) => `La pasarela aceptó el SMS de prueba para ${numero}.`,
  errorPrueba: 'No se pudo enviar la prueba',
  recibidos: 'SMS recibidos',
  ninguno: 'Todavía no llegó ningún SMS.',
  cargando: 'Cargando SMS…',
  cargarMas: 'Cargar más',
  columnaHora: 'Hora',
  columnaNumero: 'Número',
  columnaTexto: 'Mensaje',
  columnaResultado: 'Resultado',
  columnaRespuesta: 'Respuesta',
  sinRespuesta: 'Sin respuesta',
  // Mesa lists (conteo): an acta that arrived by SMS, with its photo still to come.
  porSms: 'Por SMS',
} as const;
