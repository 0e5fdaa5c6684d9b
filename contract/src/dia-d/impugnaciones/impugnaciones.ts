import { z } from 'zod';
import { route } from '../../http.js';
import { msg } from '../../messages.js';
import { ESCRITURA, LECTURA, SOLO_ADMIN } from '../../roles.js';

/**
 * Día D, defending the vote (issue 29): the evidence that an acta's photo was not changed
 * (its SHA-256 as the phone sent it and as the server stored it) and the legal file of a
 * discrepancy (a PDF per mesa in a Jurídico folder of type «Expedientes de Defensa»).
 */

/** Most mesas one challenge takes in one request (each one is a PDF made on the server). */
export const MAX_MESAS_IMPUGNACION = 50;

export const MENSAJES_EVIDENCIA = {
  huellaInvalida: msg('La huella SHA-256 de la foto no es válida (64 caracteres hexadecimales)'),
  huellaNoCoincide: msg(
    'La foto recibida no coincide con la huella SHA-256 que envió el teléfono: la foto cambió en el camino. Vuelva a enviar el acta.',
  ),
  mesasRequeridas: msg('Elija al menos una mesa para impugnar'),
  demasiadasMesas: msg(`Una impugnación admite como máximo ${MAX_MESAS_IMPUGNACION} mesas a la vez`),
  mesaInvalida: msg('El código de mesa no es válido'),
  otroDepartamento: msg(
    'Las mesas de una impugnación deben ser de un mismo departamento: prepare una por departamento',
  ),
  sinCifraOficial: (mesa: string) =>
    `La mesa ${mesa} no tiene cifras oficiales importadas: no hay nada que impugnar todavía`,
  fotoAlterada: (mesa: string) =>
    `La foto del acta de la mesa ${mesa} no coincide con la huella registrada al recibirla: no se puede usar como evidencia`,
  sinActaVerificada: (mesa: string) =>
    `La mesa ${mesa} no tiene un acta verificada: verifique su acta antes de impugnar`,
} as const;

export const TEXTOS_IMPUGNACION = {
  preparar: 'Preparar impugnación',
  preparando: 'Preparando expediente…',
  verExpediente: 'Ver expediente en Jurídico',
  yaTieneExpediente: (fecha: string) => `Esta mesa ya tiene expediente (${fecha}).`,
  huellaEnviada: 'SHA-256 enviada',
  huellaGuardada: 'SHA-256 guardada',
  sinHuella: 'sin huella (teléfono antiguo)',
  carpetaNombre: (departamento: string, eleccion: string) =>
    `Impugnación de actas — ${departamento} — Elección ${eleccion}`,
  carpetaDescripcion: (mesas: string[]) =>
    `Expediente generado por Día D: actas con cifras oficiales distintas de las verificadas. Mesas (${mesas.length}): ${mesas.join(', ')}.`,
  archivoNombre: (mesa: string) => `impugnacion-mesa-${mesa}.pdf`,
  pdf: {
    titulo: (mesa: string) => `Impugnación del acta de la mesa ${mesa}`,
    mesa: 'Mesa',
    recinto: 'Recinto',
    municipio: 'Municipio',
    departamento: 'Departamento',
    habilitados: 'Habilitados',
    cifras: 'Cifras del acta',
    columnas: ['Partido', 'Nuestra acta', 'Oficial', 'Diferencia'] as const,
    blancos: 'Blancos',
    nulos: 'Nulos',
    oficial: (fecha: string) => `Cifras oficiales: cómputo importado el ${fecha}`,
    evidencia: 'Evidencia: fotografía del acta',
    huellaGuardada: 'SHA-256 del archivo guardado',
    huellaEnviada: 'SHA-256 enviada por el teléfono',
    recibida: 'Recibida',
    delegado: 'Delegado que la envió',
    transcriptores: 'Transcrita en la sede por',
    resueltaPor: 'Resuelta por',
    generado: (fecha: string) => `Documento generado por Comando el ${fecha}`,
    sinDato: 'no consta',
  },
} as const;

const codigoMesa = z
  .string({ error: MENSAJES_EVIDENCIA.mesaInvalida })
  .trim()
  .min(1, { error: MENSAJES_EVIDENCIA.mesaInvalida })
  .max(40, { error: MENSAJES_EVIDENCIA.mesaInvalida });

export const impugnacionNueva = z.strictObject({
  mesas: z
    .array(codigoMesa, { error: MENSAJES_EVIDENCIA.mesasRequeridas })
    .min(1, { error: MENSAJES_EVIDENCIA.mesasRequeridas })
    .max(MAX_MESAS_IMPUGNACION, { error: MENSAJES_EVIDENCIA.demasiadasMesas }),
});
export type ImpugnacionNueva = z.input<typeof impugnacionNueva>;

export const impugnacion = z.object({
  carpetaId: z.string(),
  archivos: z.array(z.object({ id: z.string(), mesa: z.string() })),
});
export type Impugnacion = z.infer<typeof impugnacion>;

/** POST: creates or extends the department's «Expedientes de Defensa» folder, one PDF per mesa. */
export const prepararImpugnacion = route({
  method: 'POST',
  path: '/api/dia-d/impugnaciones',
  body: impugnacionNueva,
  answer: impugnacion,
  roles: ESCRITURA,
});

/** A mesa's current acta: its photo's hashes, whether it can be challenged, and its file if any. */
export const evidenciaMesa = z.object({
  mesa: z.string(),
  acta: z
    .object({
      version: z.number(),
      sha256Enviada: z.string().nullable(),
      sha256Guardada: z.string().nullable(),
      recibida: z.string(),
      verificada: z.boolean(),
    })
    .nullable(),
  oficial: z.boolean(),
  expediente: z.object({ carpetaId: z.string(), archivoId: z.string(), creadoEn: z.string() }).nullable(),
});
export type EvidenciaMesa = z.infer<typeof evidenciaMesa>;

export const leerEvidenciaMesa = route({
  method: 'GET',
  path: '/api/dia-d/mesas/:codigo/evidencia',
  answer: evidenciaMesa,
  roles: LECTURA,
});

/** Every acta version's hashes, for a notary: `mesa,version,sha256_enviada,sha256_guardada,recibida`. */
export const exportarEvidenciasCsv = route({
  method: 'GET',
  path: '/api/dia-d/evidencias.csv',
  roles: SOLO_ADMIN,
});
export const COLUMNAS_EVIDENCIAS = [
  'mesa',
  'version',
  'sha256_enviada',
  'sha256_guardada',
  'recibida',
] as const;

/** Each stored photo read back and hashed again: the versions whose blob no longer matches. */
export const verificacionEvidencias = z.object({
  revisadas: z.number(),
  alteradas: z.array(
    z.object({
      mesa: z.string(),
      version: z.number(),
      sha256Guardada: z.string(),
      sha256Actual: z.string().nullable(),
    }),
  ),
});
export type VerificacionEvidencias = z.infer<typeof verificacionEvidencias>;

export const verificarEvidencias = route({
  method: 'GET',
  path: '/api/dia-d/evidencias/verificacion',
  answer: verificacionEvidencias,
  roles: SOLO_ADMIN,
});
