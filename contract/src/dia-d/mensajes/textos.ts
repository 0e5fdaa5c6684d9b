import { formatNumero } from '../../format.js';

// The texts of the messages to delegates (issue 28), without zod: the phone page imports them.

export const MAX_MENSAJE_DELEGADOS = 500;
/** Messages a list shows (newest first). */
export const MENSAJES_LISTADOS = 100;

export const ESTADOS_DESTINO = ['sin-llegada', 'sin-acta'] as const;
export type EstadoDestino = (typeof ESTADOS_DESTINO)[number];

/** What the phone's inbox holds (`GET /api/delegado/mensajes`). */
export interface MensajeBandeja {
  id: string;
  texto: string;
  enviado: string;
  leido: boolean;
}

export const TEXTOS_MENSAJERIA = {
  titulo: 'Mensajes a delegados',
  ayuda:
    'El mensaje aparece arriba en el teléfono de cada delegado que lo recibe; el delegado marca «Leído».',
  nuevo: 'Nuevo mensaje',
  mensaje: 'Mensaje',
  destino: 'Para',
  todos: 'Todos los delegados',
  departamento: 'Un departamento',
  municipio: 'Un municipio',
  recinto: 'Un recinto',
  sinLlegada: 'Delegados sin llegada',
  sinActa: 'Delegados de mesas sin acta',
  codigoRecinto: 'Código del recinto',
  nombreMunicipio: 'Municipio',
  elegirDepartamento: 'Departamento',
  elijaDepartamento: 'Elija un departamento',
  enviar: 'Enviar mensaje',
  enviando: 'Enviando...',
  errorEnviar: 'No se pudo enviar el mensaje',
  enviadoA: (n: number) => `Enviado a ${formatNumero(n, 0)} delegados`,
  sinMensajes: 'Todavía no se envió ningún mensaje.',
  leidos: (leidos: number, total: number) => `${formatNumero(leidos, 0)} de ${formatNumero(total, 0)} leídos`,
  por: (autor: string) => `por ${autor}`,
  destinoEstado: { 'sin-llegada': 'Sin llegada', 'sin-acta': 'Sin acta' } satisfies Record<
    EstadoDestino,
    string
  >,
  destinoTodos: 'Todos',
  // Phone page
  bandeja: 'Mensajes de la sede',
  leido: 'Leído',
  marcarLeido: 'Marcar como leído',
} as const;
