import { z } from 'zod';
import { route } from '../../http.js';
import { ESCRITURA, LECTURA, SOLO_ADMIN } from '../../roles.js';
import { cadena, numero, texto } from '../../schemas.js';
import { RUTAS_DELEGADO } from '../delegado-rutas.js';
import { MENSAJES_EVIDENCIA } from '../impugnaciones/index.js';
import { ESTADOS_ACTA, MAX_PARTIDOS, MENSAJES_ACTAS } from './textos.js';

/**
 * Día D, part 2 (issue 20): the ballot's parties, the actas the delegates send from their
 * mesas (figures and the photo of the paper), their double entry at HQ and their CSV; the count
 * they add up to is in conteo/.
 */

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
  /** The campaign's own party (at most one on the ballot): the rules and the comparison use it. */
  nuestro: z.boolean({ error: M.nuestroInvalido }).optional().default(false),
});
export type Partido = z.output<typeof partido>;

/** The ballot, in its order. */
export const papeleta = z
  .array(partido, { error: M.partidosRequeridos })
  .min(1, { error: M.partidosRequeridos })
  .max(MAX_PARTIDOS, { error: M.demasiados })
  .superRefine((lista, ctx) => {
    const vistas = new Set<string>();
    if (lista.filter((p) => p.nuestro).length > 1) ctx.addIssue({ code: 'custom', message: M.unSoloNuestro });
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

/** A phone's client id of a submission: a resend under it is the same submission. */
const idEnvio = cadena(M.idRequerido)
  .trim()
  .regex(/^[A-Za-z0-9-]{8,64}$/, { error: M.idRequerido });

/** The multipart text fields of an acta (`votos` as JSON text); the photo is checked apart. */
export const envioActa = z.strictObject({
  id: idEnvio,
  votos: cadena(M.votosRequeridos)
    .min(1, { error: M.votosRequeridos })
    .max(4000, { error: M.votosIlegibles }),
  blancos: cadena(M.cifraInvalida).regex(/^\d{1,7}$/, { error: M.cifraInvalida }),
  nulos: cadena(M.cifraInvalida).regex(/^\d{1,7}$/, { error: M.cifraInvalida }),
  /** The photo's SHA-256 as the phone computed it (issue 29); older phones send none. */
  sha256: cadena(MENSAJES_EVIDENCIA.huellaInvalida)
    .regex(/^[0-9a-fA-F]{64}$/, { error: MENSAJES_EVIDENCIA.huellaInvalida })
    .optional(),
});

/**
 * Issue 44: an acta's figures sent before its photo (JSON, a few hundred bytes), with the SHA-256
 * of the photo the phone prepared: the photo that follows (`crearSubidaFotoActa`) must match it.
 */
export const cifrasActa = z.strictObject({
  id: idEnvio,
  votos: figurasActa.shape.votos,
  blancos: cifra,
  nulos: cifra,
  sha256: cadena(M.huellaRequerida).regex(/^[0-9a-fA-F]{64}$/, {
    error: MENSAJES_EVIDENCIA.huellaInvalida,
  }),
});
export type CifrasActa = z.input<typeof cifrasActa>;

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

const figurasLeidas = z.object({
  votos: z.record(z.string(), z.number()),
  blancos: z.number(),
  nulos: z.number(),
});
/** An acta in dispute: the delegate's figures and every transcription, beside its photo. */
export const actaEnDisputa = actaPorTranscribir.extend({
  delegado: figurasLeidas,
  transcripciones: z.array(z.object({ usuario: z.string(), en: z.string(), figuras: figurasLeidas })),
});
export type ActaEnDisputa = z.infer<typeof actaEnDisputa>;

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
  path: RUTAS_DELEGADO.acta,
  answer: acta,
  roles: ['delegado'],
  fotoDelCelular: true,
});
/**
 * Issue 44: the figures first, received at once as "Recibida — foto pendiente" (idempotent by the
 * client id); the photo follows by the resumable upload below.
 */
export const enviarCifrasActa = route({
  method: 'POST',
  path: RUTAS_DELEGADO.actaCifras,
  body: cifrasActa,
  answer: acta,
  roles: ['delegado'],
});
/**
 * Issue 44: the photo of an acta whose figures arrived, as a tus upload (the delegate's or the
 * recinto chief's): created with `Upload-Length` and `Upload-Metadata: acta <client id>`, then
 * HEAD tells how much arrived and PATCH sends the next piece. Once whole and matching the
 * figures' SHA-256 it is stored once and attached; the acta waits for transcription.
 */
export const crearSubidaFotoActa = route({
  method: 'POST',
  path: RUTAS_DELEGADO.actaFoto,
  roles: ['delegado'],
  reanudable: true,
});
export const consultarSubidaFotoActa = route({
  method: 'HEAD',
  path: `${RUTAS_DELEGADO.actaFoto}/:id`,
  roles: ['delegado'],
  reanudable: true,
});
export const enviarTrozoFotoActa = route({
  method: 'PATCH',
  path: `${RUTAS_DELEGADO.actaFoto}/:id`,
  roles: ['delegado'],
  reanudable: true,
});
/** The next acta to transcribe, reserved for the caller; 204 when none waits. */
export const siguienteActa = route({
  method: 'GET',
  path: `${BASE}/actas/siguiente`,
  answer: actaPorTranscribir,
  roles: ESCRITURA,
});
export const listarDisputas = route({
  method: 'GET',
  path: `${BASE}/actas/disputas`,
  answer: z.array(actaEnDisputa),
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

// ---------- CSV of the actas ----------

/** Each mesa's current acta as CSV (audited like every download). Not JSON: link it. */
export const exportarActasCsv = route({ method: 'GET', path: `${BASE}/actas.csv` });

/** The columns: the mesa, one per party of the ballot, then the rest of the acta. */
export const columnasCsvActas = (siglas: readonly string[]): string[] => [
  'Mesa',
  'Número',
  'Recinto',
  'Municipio',
  'Departamento',
  ...siglas,
  'Blancos',
  'Nulos',
  'Estado',
  'Versión',
  'Versiones',
  'Participación > 95 %',
  'Recibida',
];
