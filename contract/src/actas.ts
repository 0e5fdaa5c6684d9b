import { z } from 'zod';
import { route } from './http.js';
import { msg } from './messages.js';
import { ESCRITURA, LECTURA, SOLO_ADMIN } from './roles.js';
import { cadena, numero, texto } from './schemas.js';

/**
 * Día D, part 2 (issue 20): the ballot's parties, the actas the delegates send from their
 * mesas (figures and the photo of the paper), their double entry at HQ and the count.
 */
export const MAX_PARTIDOS = 30;
/** Largest photo of an acta. */
export const MAX_FOTO_ACTA = 10 * 1024 * 1024;
export const TIPOS_FOTO_ACTA = ['image/jpeg', 'image/png', 'image/webp'] as const;
/** Above this share of habilitados the acta is accepted with a warning. */
export const PARTICIPACION_ALERTA = 0.95;
/** An acta handed to someone to transcribe is theirs alone for this long. */
export const RESERVA_TRANSCRIPCION_MS = 10 * 60 * 1000;

export const ESTADOS_ACTA = ['recibida', 'verificada', 'disputa'] as const;
export type EstadoActa = (typeof ESTADOS_ACTA)[number];
export const ETIQUETA_ESTADO_ACTA: Record<EstadoActa, string> = {
  recibida: 'Recibida',
  verificada: 'Verificada',
  disputa: 'En disputa',
};

export const MENSAJES_ACTAS = {
  siglaRequerida: msg('La sigla es requerida'),
  siglaInvalida: msg('La sigla tiene de 1 a 12 caracteres: letras mayúsculas, dígitos, guion o punto'),
  siglaRepetida: (sigla: string) => msg(`La sigla ${sigla} está repetida`),
  nombreRequerido: msg('El nombre del partido es requerido'),
  nombreLargo: msg('El nombre del partido no puede superar los 120 caracteres'),
  colorInvalido: msg('El color debe tener el formato #RRGGBB'),
  demasiados: msg(`La papeleta admite hasta ${MAX_PARTIDOS} partidos`),
  partidosRequeridos: msg('Cargue al menos un partido'),
  partidosConActas: msg('Ya llegaron actas: los partidos no se pueden cambiar'),
  sinPartidos: msg('Todavía no se cargaron los partidos de la elección'),
  cifraInvalida: msg('Cada cifra debe ser un número entero de 0 o más'),
  votosRequeridos: msg('Los votos por partido son requeridos'),
  votosIlegibles: msg('Los votos deben ser un objeto JSON {"SIGLA": número}'),
  partidoDesconocido: (sigla: string) => msg(`El partido ${sigla} no está en la papeleta`),
  faltaPartido: (sigla: string) => msg(`Falta la cifra de ${sigla}`),
  superaHabilitados: (total: number, habilitados: number) =>
    msg(
      `La suma de votos válidos, blancos y nulos (${total}) supera los habilitados de la mesa (${habilitados})`,
    ),
  fotoRequerida: msg('La foto del acta es requerida'),
  fotoGrande: msg('La foto no puede superar los 10 MB'),
  fotoTipo: msg('La foto debe ser una imagen JPEG, PNG o WebP'),
  idRepetido: msg('El identificador del envío ya pertenece a otra acta'),
  actaNoEncontrada: msg('Acta no encontrada'),
  noPendiente: msg('El acta ya no espera transcripción'),
  noReservada: msg('El acta está reservada para otra persona'),
  propia: msg('No puede transcribir un acta que usted mismo resolvió'),
  noEnDisputa: msg('El acta no está en disputa'),
} as const;
const M = MENSAJES_ACTAS;

const sigla = cadena(M.siglaRequerida)
  .trim()
  .min(1, { error: M.siglaRequerida })
  .regex(/^[A-Z0-9.-]{1,12}$/, { error: M.siglaInvalida });

export const partido = z.strictObject({
  sigla,
  nombre: texto({ requerido: M.nombreRequerido, max: 120, maxMsg: M.nombreLargo }),
  color: cadena(M.colorInvalido)
    .trim()
    .regex(/^#[0-9a-fA-F]{6}$/, { error: M.colorInvalido }),
});
export type Partido = z.output<typeof partido>;

/** The ballot, in its order. */
export const papeleta = z
  .array(partido, { error: M.partidosRequeridos })
  .min(1, { error: M.partidosRequeridos })
  .max(MAX_PARTIDOS, { error: M.demasiados })
  .superRefine((lista, ctx) => {
    const vistas = new Set<string>();
    for (const p of lista) {
      if (vistas.has(p.sigla)) ctx.addIssue({ code: 'custom', message: M.siglaRepetida(p.sigla) });
      vistas.add(p.sigla);
    }
  });

const cifra = numero({
  requerido: M.cifraInvalida,
  entero: true,
  min: 0,
  max: 1_000_000,
  rangoMsg: M.cifraInvalida,
  enteroMsg: M.cifraInvalida,
});

/** The figures of an acta: votes per party (by sigla), blank and null votes. */
export const figurasActa = z.strictObject({
  votos: z.record(sigla, cifra, { error: M.votosRequeridos }),
  blancos: cifra,
  nulos: cifra,
});
export type FigurasActa = z.output<typeof figurasActa>;

/** The multipart text fields of an acta (`votos` as JSON text); the photo is checked apart. */
export const envioActa = z.strictObject({
  id: cadena(M.idRepetido)
    .trim()
    .regex(/^[A-Za-z0-9-]{8,64}$/, { error: msg('Falta el identificador del envío') }),
  votos: cadena(M.votosRequeridos)
    .min(1, { error: M.votosRequeridos })
    .max(4000, { error: M.votosIlegibles }),
  blancos: cadena(M.cifraInvalida).regex(/^\d{1,7}$/, { error: M.cifraInvalida }),
  nulos: cadena(M.cifraInvalida).regex(/^\d{1,7}$/, { error: M.cifraInvalida }),
});

/**
 * The rules of an acta's figures against the ballot and its mesa (issue 20): one figure per
 * party of the ballot and none else; válidos + blancos + nulos ≤ habilitados. Returns the
 * first Spanish message that applies, or null. Shared by the server and the phone page.
 */
export function errorDeFiguras(
  f: FigurasActa,
  siglas: readonly string[],
  habilitados: number,
): string | null {
  for (const s of Object.keys(f.votos)) if (!siglas.includes(s)) return M.partidoDesconocido(s);
  for (const s of siglas) if (f.votos[s] === undefined) return M.faltaPartido(s);
  const total = totalDeFiguras(f);
  if (total > habilitados) return M.superaHabilitados(total, habilitados);
  return null;
}

export const totalDeFiguras = (f: FigurasActa) =>
  Object.values(f.votos).reduce((a, b) => a + b, 0) + f.blancos + f.nulos;

/** Same figures, party by party. */
export function mismasFiguras(a: FigurasActa, b: FigurasActa): boolean {
  const siglas = new Set([...Object.keys(a.votos), ...Object.keys(b.votos)]);
  for (const s of siglas) if ((a.votos[s] ?? -1) !== (b.votos[s] ?? -1)) return false;
  return a.blancos === b.blancos && a.nulos === b.nulos;
}

export const acta = z.object({
  id: z.string(),
  mesa: z.string(),
  version: z.number(),
  estado: z.enum(ESTADOS_ACTA),
  votos: z.record(z.string(), z.number()),
  blancos: z.number(),
  nulos: z.number(),
  /** Participation above 95 % of habilitados: accepted, flagged for a look. */
  alertaParticipacion: z.boolean(),
  recibidaEn: z.string(),
});
export type Acta = z.infer<typeof acta>;

export const actaPorTranscribir = z.object({
  id: z.string(),
  mesa: z.object({
    codigo: z.string(),
    numero: z.number(),
    habilitados: z.number(),
    recinto: z.string(),
    municipio: z.string(),
    departamento: z.string(),
  }),
  fotoUrl: z.string(),
});
export type ActaPorTranscribir = z.infer<typeof actaPorTranscribir>;

const votosPartido = z.object({ sigla: z.string(), votos: z.number(), porcentaje: z.number() });
const totales = z.object({
  mesas: z.number(),
  habilitados: z.number(),
  actasRecibidas: z.number(),
  actasVerificadas: z.number(),
  actasEnDisputa: z.number(),
  /** Over verified actas. */
  partidos: z.array(votosPartido),
  /** Over every received acta (each mesa's latest figures), labelled as such on screen. */
  partidosRecibidas: z.array(votosPartido),
  blancos: z.number(),
  nulos: z.number(),
  /** Votes cast over habilitados of the mesas with a verified acta, in percent. */
  participacion: z.number(),
});
export const conteo = totales.extend({
  departamentos: z.array(totales.extend({ departamento: z.string() })),
});
export type Conteo = z.infer<typeof conteo>;

const BASE = '/api/dia-d' as const;

export const listarPartidos = route({
  method: 'GET',
  path: `${BASE}/partidos`,
  answer: z.array(partido),
  roles: LECTURA,
});
export const guardarPartidos = route({
  method: 'PUT',
  path: `${BASE}/partidos`,
  body: papeleta,
  answer: z.array(partido),
  roles: SOLO_ADMIN,
});
/** Multipart: `id` (client id: a resend is the same acta), `votos` (JSON), `blancos`, `nulos`, `foto`. */
export const enviarActa = route({
  method: 'POST',
  path: '/api/delegado/acta',
  answer: acta,
  roles: ['delegado'],
});
/** The next acta to transcribe, reserved for the caller; 204 when none waits. */
export const siguienteActa = route({
  method: 'GET',
  path: `${BASE}/actas/siguiente`,
  answer: actaPorTranscribir,
  roles: ESCRITURA,
});
export const fotoActa = route({ method: 'GET', path: `${BASE}/actas/:id/foto` });
export const transcribirActa = route({
  method: 'POST',
  path: `${BASE}/actas/:id/transcripcion`,
  body: figurasActa,
  answer: z.object({ estado: z.enum(ESTADOS_ACTA) }),
  roles: ESCRITURA,
});
/** A supervisor (admin) settles an acta in dispute with the figures read on its photo. */
export const resolverActa = route({
  method: 'POST',
  path: `${BASE}/actas/:id/resolver`,
  body: figurasActa,
  answer: z.object({ estado: z.enum(ESTADOS_ACTA) }),
  roles: SOLO_ADMIN,
});
export const leerConteo = route({ method: 'GET', path: `${BASE}/conteo`, answer: conteo });
