import { z } from 'zod';
import { PARTICIPACION_ALERTA } from '../actas/index.js';
import { formatNumero, formatPorcentaje } from '../../format.js';
import { route } from '../../http.js';
import { msg } from '../../messages.js';
import { ESCRITURA, LECTURA } from '../../roles.js';
import { cadena, texto } from '../../schemas.js';

/**
 * Issue 28: the rules run on the server on every acta (and every new version of one). Each is
 * named by its id, explained in Spanish, and its thresholds are listed for admins; an acta that
 * trips one gets an alert that an editor marks reviewed with a note.
 */

export const REGLAS = [
  'participacion-alta',
  'participacion-atipica',
  'cifras-repetidas-en-recinto',
  'foto-repetida',
  'partido-dominante',
  'cero-propio-con-delegado',
  'cambio-tras-verificacion',
] as const;
export type Regla = (typeof REGLAS)[number];

/** The rules' thresholds (fixed for now; shown read-only on the alerts screen). */
export const PARAMETROS_REGLAS = {
  /** Share of habilitados above which participation is high. */
  participacionAlta: PARTICIPACION_ALERTA,
  /** Standard deviations from the department's mean participation. */
  desviaciones: 3,
  /** Actas of the department already in before its mean means anything. */
  minimoActasDepartamento: 20,
  /** Floor of the department's deviation (share): a department of equal figures flags nothing small. */
  desviacionMinima: 0.02,
  /** Share of valid votes for one party. */
  partidoDominante: 0.9,
  /** Valid votes below which a mesa is too small to call a party dominant. */
  votosValidosMinimos: 20,
} as const;

const P = PARAMETROS_REGLAS;
const pct = (x: number, decimales = 1) => formatPorcentaje(x * 100, decimales);

export interface DescripcionRegla {
  nombre: string;
  explicacion: string;
  parametros: { nombre: string; valor: string }[];
}

export const DESCRIPCION_REGLAS: Record<Regla, DescripcionRegla> = {
  'participacion-alta': {
    nombre: 'Participación alta',
    explicacion: 'Votos emitidos por encima del umbral de los habilitados de la mesa.',
    parametros: [{ nombre: 'Umbral', valor: pct(P.participacionAlta, 0) }],
  },
  'participacion-atipica': {
    nombre: 'Participación atípica',
    explicacion:
      'Participación a más de N desviaciones estándar de la de su departamento, calculada con las actas ya recibidas.',
    parametros: [
      { nombre: 'Desviaciones', valor: formatNumero(P.desviaciones) },
      { nombre: 'Actas mínimas del departamento', valor: formatNumero(P.minimoActasDepartamento) },
      { nombre: 'Desviación mínima', valor: `${formatNumero(P.desviacionMinima * 100)} puntos` },
    ],
  },
  'cifras-repetidas-en-recinto': {
    nombre: 'Cifras repetidas en el recinto',
    explicacion: 'Las mismas cifras (votos, blancos y nulos) que otra mesa del mismo recinto.',
    parametros: [],
  },
  'foto-repetida': {
    nombre: 'Foto repetida',
    explicacion: 'La foto es idéntica (mismo SHA-256) a la del acta de otra mesa.',
    parametros: [],
  },
  'partido-dominante': {
    nombre: 'Partido dominante',
    explicacion: 'Un partido con el umbral o más de los votos válidos de la mesa.',
    parametros: [
      { nombre: 'Umbral', valor: pct(P.partidoDominante, 0) },
      { nombre: 'Votos válidos mínimos', valor: formatNumero(P.votosValidosMinimos) },
    ],
  },
  'cero-propio-con-delegado': {
    nombre: 'Cero votos propios con delegado',
    explicacion: 'Cero votos para nuestro partido en una mesa donde nuestro delegado registró su llegada.',
    parametros: [],
  },
  'cambio-tras-verificacion': {
    nombre: 'Cambio tras la verificación',
    explicacion: 'Llegó una versión nueva del acta después de que fue verificada.',
    parametros: [],
  },
};

/** The explanation stored with each alert: the rule's reason with the acta's own figures. */
export const EXPLICACION_ALERTA = {
  participacionAlta: (p: number, emitidos: number, habilitados: number) =>
    `Participación de ${pct(p)} (${formatNumero(emitidos)} de ${formatNumero(habilitados)} habilitados), por encima del ${pct(P.participacionAlta, 0)}.`,
  participacionAtipica: (p: number, desviaciones: number, departamento: string, media: number, sd: number) =>
    `Participación de ${pct(p)}, a ${formatNumero(desviaciones, 1)} desviaciones de la de ${departamento} (media ${pct(media)}, desviación ${formatNumero(sd * 100, 1)} puntos).`,
  cifrasRepetidas: (otra: string) => `Mismas cifras que la mesa ${otra} del mismo recinto.`,
  fotoRepetida: (otra: string) => `La foto es idéntica (mismo SHA-256) a la del acta de la mesa ${otra}.`,
  partidoDominante: (sigla: string, p: number, votos: number, validos: number) =>
    `${sigla} tiene el ${pct(p)} de los votos válidos (${formatNumero(votos)} de ${formatNumero(validos)}).`,
  ceroPropio: (sigla: string) => `Cero votos para ${sigla} con nuestro delegado presente en la mesa.`,
  cambioTrasVerificacion: (version: number) =>
    `Llegó la versión ${formatNumero(version)} del acta después de que fue verificada.`,
};

export const MAX_NOTA_REVISION = 1000;

export const MENSAJES_ALERTAS = {
  noEncontrada: msg('La alerta no existe'),
  yaRevisada: msg('Esta alerta ya fue revisada; no se puede revisar dos veces'),
  notaRequerida: msg('Escriba una nota de la revisión'),
  notaLarga: msg(`La nota no puede superar los ${MAX_NOTA_REVISION} caracteres`),
  filtroInvalido: msg('Filtro de alertas no válido'),
  errorGuardar: msg('No se pudo guardar la revisión. Intente de nuevo.'),
};

export const TEXTOS_ALERTAS = {
  titulo: 'Alertas de las actas',
  subtitulo: 'Cada acta pasa por las reglas al llegar; revise cada alerta y deje una nota.',
  regla: 'Regla',
  todas: 'Todas',
  estado: 'Estado',
  pendientes: 'Pendientes',
  revisadas: 'Revisadas',
  lista: 'Alertas',
  ninguna: 'No hay alertas con estos filtros.',
  total: (n: number) => (n === 1 ? '1 alerta' : `${formatNumero(n)} alertas`),
  mesa: (codigo: string) => `Mesa ${codigo}`,
  revisar: 'Marcar revisada',
  revisarMesa: (codigo: string, regla: string) => `Marcar revisada: ${regla} en la mesa ${codigo}`,
  dialogoTitulo: 'Revisión de la alerta',
  nota: 'Nota de la revisión',
  guardar: 'Guardar revisión',
  guardando: 'Guardando…',
  revisadaPor: (por: string, en: string) => `Revisada por ${por} el ${en}`,
  pendiente: 'Pendiente',
  anteriores: 'Anteriores',
  siguientes: 'Siguientes',
  pagina: (desde: number, hasta: number, total: number) =>
    `${formatNumero(desde)}–${formatNumero(hasta)} de ${formatNumero(total)}`,
  reglasTitulo: 'Reglas y sus parámetros',
  verFoto: (codigo: string) => `Ver foto del acta de la mesa ${codigo}`,
  fotoAlt: (codigo: string) => `Foto del acta de la mesa ${codigo}`,
  /** On an acta of the count's drill-down. */
  conAlertas: 'Alertas',
};

export const PAGINA_ALERTAS = 50;

export const consultaAlertas = z.strictObject({
  regla: z.enum(REGLAS, { error: MENSAJES_ALERTAS.filtroInvalido }).optional(),
  revisada: z
    .enum(['true', 'false'], { error: MENSAJES_ALERTAS.filtroInvalido })
    .optional()
    .transform((v) => (v === undefined ? undefined : v === 'true')),
  /** Offset of the page (0, 50, 100…). */
  desde: cadena(MENSAJES_ALERTAS.filtroInvalido)
    .regex(/^\d{1,7}$/, { error: MENSAJES_ALERTAS.filtroInvalido })
    .optional()
    .transform((v) => (v === undefined ? 0 : Number(v))),
});
export type ConsultaAlertas = z.input<typeof consultaAlertas>;

export const alerta = z.object({
  id: z.string(),
  mesa: z.string(),
  regla: z.enum(REGLAS),
  explicacion: z.string(),
  revisada: z.boolean(),
  revision: z.object({ nota: z.string(), por: z.string(), en: z.string() }).nullable(),
  creadaEn: z.string(),
  actaId: z.string(),
  fotoUrl: z.string(),
  recinto: z.string(),
  municipio: z.string(),
  departamento: z.string(),
});
export type Alerta = z.infer<typeof alerta>;

export const revisionAlerta = z.strictObject({
  nota: texto({
    requerido: MENSAJES_ALERTAS.notaRequerida,
    max: MAX_NOTA_REVISION,
    maxMsg: MENSAJES_ALERTAS.notaLarga,
    multilinea: true,
  }),
});
export type RevisionAlerta = z.input<typeof revisionAlerta>;

export const listarAlertas = route({
  method: 'GET',
  path: '/api/dia-d/alertas',
  query: consultaAlertas,
  answer: z.object({ total: z.number(), alertas: z.array(alerta) }),
  roles: LECTURA,
});

/** An editor marks an alert reviewed with a note (once: a second review is 409). */
export const revisarAlerta = route({
  method: 'POST',
  path: '/api/dia-d/alertas/:id/revision',
  body: revisionAlerta,
  answer: alerta,
  roles: ESCRITURA,
});
