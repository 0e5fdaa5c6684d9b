import { MENSAJES_DIA_D as M, MENSAJES_EVIDENCIA as ME, MENSAJES_GENERALES } from '@comando/contract';
import { Busboy, type BusboyHeaders } from '@fastify/busboy';
import type { FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import type { DB } from '../../../db/schema.js';
import { Cupo } from '../../../performance/slots.js';
import {
  ENVIOS_A_LA_VEZ,
  ESPERA_DE_ENVIO_MS,
  MAX_CAMPO_DE_FORMULARIO,
  MEMORIA_DE_ENVIOS,
  type AppDeps,
} from '../../../deps.js';
import { detectarTipo } from '../../../files/detect.js';
import { sha256, type FileStore } from '../../../files/store.js';
import { guardarArchivos, guardarBlob } from '../../../files/uploads.js';
import { badRequest, HttpError } from '../../../http/errors.js';
import { sinMetadatos } from './sin-metadatos.js';

/** The phone's submission (an acta, an incident): its form and photo, read, checked and stored. */

interface Envio {
  campos: Record<string, string>;
  foto: Buffer | null;
}

/** Room for a form's text fields and the multipart boundaries beside its photo. */
const HOLGURA_DEL_FORMULARIO = 64 * 1024;

/** What a phone's body became once read off the network (`recibirEnvio`): its bytes, or why not. */
type Recibido = { cuerpo: Buffer } | { error: Error };
const recibidos = new WeakMap<FastifyRequest, Recibido>();

/** One budget per app for the bytes of the phones' bodies in memory, counted in kilobytes. */
const memorias = new WeakMap<AppDeps, Cupo>();

/** The memory budget of this app's phones' bodies (HandleOptions.celular), in kilobytes. */
export function memoriaDeEnvios(deps: AppDeps): Cupo {
  let memoria = memorias.get(deps);
  if (!memoria) {
    memoria = new Cupo(Math.max(1, Math.floor((deps.config.memoriaDeEnvios ?? MEMORIA_DE_ENVIOS) / 1024)));
    memorias.set(deps, memoria);
  }
  return memoria;
}

/**
 * Reads a phone's whole body before it waits in the uploads' line (HandleOptions.celular): a
 * phone on a slow network holds memory, not one of the line's places, while its photo arrives.
 * The body's declared length (or, sent in chunks, the largest allowed) is taken from the memory
 * budget first, waiting in arrival order while it is spent; answers what gives it back. A body
 * longer than `limite` is not read on (413 with `mensajeGrande`, reported by `leerEnvio`).
 */
async function recibirEnvio(
  request: FastifyRequest,
  memoria: Cupo,
  limite: number,
  mensajeGrande: string,
  esperaMs: number,
): Promise<() => void> {
  const declarado = Number(request.headers['content-length']);
  const conLargo = Number.isInteger(declarado) && declarado >= 0;
  if (!request.isMultipart() || (conLargo && declarado > limite)) {
    // Nothing worth reading: leerEnvio answers the form's error or that it is too large.
    if (conLargo && declarado > limite) recibidos.set(request, { error: new HttpError(413, mensajeGrande) });
    return () => {};
  }
  const kb = Math.max(1, Math.ceil((conLargo ? declarado : limite) / 1024));
  await memoria.tomar(kb);
  try {
    recibidos.set(request, await leerCuerpo(request, limite, mensajeGrande, esperaMs));
  } catch (error) {
    memoria.soltar(kb);
    throw error;
  }
  return () => memoria.soltar(kb);
}

/**
 * The request's body as one buffer, or why not: longer than `limite`, cut off on the way, or
 * silent for `esperaMs` (408: a phone that lost its signal; its queue sends the acta again).
 */
function leerCuerpo(
  request: FastifyRequest,
  limite: number,
  mensajeGrande: string,
  esperaMs: number,
): Promise<Recibido> {
  const raw = request.raw;
  return new Promise((resolve) => {
    const trozos: Buffer[] = [];
    let total = 0;
    const detenido = () => {
      raw.pause();
      terminar({ error: new HttpError(408, M.envioDetenido) });
    };
    const reloj = setTimeout(detenido, esperaMs);
    const terminar = (r: Recibido) => {
      clearTimeout(reloj);
      raw.off('data', trozo).off('end', fin).off('error', fallo).off('close', cierre);
      resolve(r);
    };
    const trozo = (t: Buffer) => {
      reloj.refresh();
      total += t.length;
      trozos.push(t);
      if (total <= limite) return;
      // Not read on: what is left of it is Node's to discard once the answer is sent.
      raw.pause();
      terminar({ error: new HttpError(413, mensajeGrande) });
    };
    const fin = () => terminar({ cuerpo: trozos.length === 1 ? trozos[0]! : Buffer.concat(trozos, total) });
    const fallo = (error: Error) => terminar({ error });
    const cierre = () => {
      if (!raw.complete) terminar({ error: badRequest(M.idRequerido) });
    };
    raw.on('data', trozo).on('end', fin).on('error', fallo).on('close', cierre);
  });
}

/**
 * A part's pieces as one buffer. Parsed from the whole body in one call, busboy hands out views
 * of that body one after the other: then the part is one view of it, not a copy (issue 30: 200 KB
 * less to allocate and copy for every acta).
 */
function unidas(partes: Buffer[]): Buffer {
  const primera = partes[0];
  if (!primera) return Buffer.alloc(0);
  let fin = primera.byteOffset + primera.length;
  for (let i = 1; i < partes.length; i++) {
    const p = partes[i]!;
    if (p.buffer !== primera.buffer || p.byteOffset !== fin) return Buffer.concat(partes);
    fin += p.length;
  }
  return Buffer.from(primera.buffer, primera.byteOffset, fin - primera.byteOffset);
}

/** The text fields and the one photo of a multipart submission from the phone page, from its body. */
function leerEnvio(request: FastifyRequest, maxBytes: number, mensajeGrande: string): Promise<Envio> {
  const recibido = recibidos.get(request);
  // Not multipart (recibirEnvio read nothing): the form's first field is missing.
  if (!recibido) return Promise.reject(badRequest(M.idRequerido));
  if ('error' in recibido) return Promise.reject(recibido.error);
  return new Promise((resolve, reject) => {
    const campos: Record<string, string> = {};
    let foto: Buffer | null = null;
    let error: Error | null = null;
    let bb: InstanceType<typeof Busboy>;
    try {
      bb = new Busboy({
        headers: request.headers as BusboyHeaders,
        limits: { files: 1, fields: 10, fileSize: maxBytes, fieldSize: MAX_CAMPO_DE_FORMULARIO },
      });
    } catch {
      // No boundary in its type: nothing of the form can be read.
      reject(badRequest(M.idRequerido));
      return;
    }
    const demasiado = () => (error ??= new HttpError(413, MENSAJES_GENERALES.demasiadoGrande));
    bb.on('file', (nombre, archivo) => {
      const partes: Buffer[] = [];
      archivo.on('data', (d: Buffer) => partes.push(d));
      archivo.on('limit', () => (error ??= new HttpError(413, mensajeGrande)));
      // A part cut short: the form's 'error' below answers it.
      archivo.on('error', () => {});
      archivo.on('end', () => {
        const b = unidas(partes);
        if (nombre === 'foto' && b.length > 0) foto = b;
      });
    });
    bb.on('field', (nombre: string, valor: string) => {
      campos[nombre] = valor;
    });
    bb.on('filesLimit', demasiado);
    bb.on('fieldsLimit', demasiado);
    bb.on('partsLimit', demasiado);
    // A body that ends before its form does (or is no multipart at all).
    bb.on('error', () => reject(error ?? badRequest(M.idRequerido)));
    bb.on('finish', () => (error ? reject(error) : resolve({ campos, foto })));
    bb.end(recibido.cuerpo);
  });
}

/** A phone's form with its photo as read before the write's transaction (failures kept). */
export type EnvioPreparado =
  | { error: unknown }
  | {
      campos: Record<string, string>;
      /** `hash`: the stored (stripped) file's SHA-256; `enviada`: the phone's, checked on the bytes received. */
      foto:
        | null
        | { error: unknown }
        | { tipo: string; hash: string; tamano: number; enviada: string | null; adoptar: () => void };
    };

/**
 * The slow half of a phone's report (an acta, an incident), done before its transaction opens
 * (HandleOptions.antes): the form and photo read off the network, the photo's type checked by
 * content, its metadata stripped and its blob stored. Failures are kept, not thrown, so the
 * handler reports them in the order it checks things (outside the window first, then the form…).
 */
async function prepararEnvio(
  request: FastifyRequest,
  files: FileStore,
  maxBytes: number,
  tipos: readonly string[],
  mensajes: { tipo: string; grande: string },
): Promise<EnvioPreparado> {
  let envio: Envio;
  try {
    envio = await leerEnvio(request, maxBytes, mensajes.grande);
  } catch (error) {
    return { error };
  }
  const { campos, foto } = envio;
  if (!foto) return { campos, foto: null };
  // Issue 29: the phone's hash of the photo, when it sent one, must be the bytes that arrived;
  // a mismatch stores nothing.
  const enviada = campos.sha256?.trim().toLowerCase() || null;
  const huella = enviada ? await sha256(foto) : undefined;
  if (enviada && huella !== enviada) return { campos, foto: { error: badRequest(ME.huellaNoCoincide) } };
  const tipo = detectarTipo(foto);
  if (!tipo || !tipos.includes(tipo)) return { campos, foto: { error: new HttpError(415, mensajes.tipo) } };
  try {
    const limpia = await sinMetadatos(foto, mensajes.tipo);
    // Nothing to strip (the photo itself came back): the store takes the hash just checked
    // instead of hashing the same 200 KB again.
    const guardada = await guardarBlob(request, files, limpia, limpia === foto ? huella : undefined);
    return { campos, foto: { tipo, enviada, ...guardada } };
  } catch (error) {
    return { campos, foto: { error } };
  }
}

/** One gate per app for every upload from a phone: they share one event loop (issue 30). */
const cupos = new WeakMap<AppDeps, Cupo>();

/** The gate the phones' uploads of this app go through (HandleOptions.celular). */
export function cupoDeEnvios(deps: AppDeps): Cupo {
  let cupo = cupos.get(deps);
  if (!cupo) {
    cupo = new Cupo(deps.config.enviosALaVez ?? ENVIOS_A_LA_VEZ);
    cupos.set(deps, cupo);
  }
  return cupo;
}

/**
 * A phone's report's options: `recibir` reads its body whole (within the phones' memory budget),
 * then the request waits for a place among the phones' uploads, where `antes` reads its form and
 * photo, up to `max` bytes (and the server's upload limit).
 */
export function conFoto(
  deps: AppDeps,
  max: number,
  tipos: readonly string[],
  mensajes: { tipo: string; grande: string },
) {
  const maxBytes = Math.min(max, deps.config.maxUploadBytes);
  const memoria = memoriaDeEnvios(deps);
  return {
    antes: (request: FastifyRequest) => prepararEnvio(request, deps.files, maxBytes, tipos, mensajes),
    celular: {
      recibir: (request: FastifyRequest) =>
        recibirEnvio(
          request,
          memoria,
          maxBytes + HOLGURA_DEL_FORMULARIO,
          mensajes.grande,
          deps.config.esperaDeEnvioMs ?? ESPERA_DE_ENVIO_MS,
        ),
      cupo: cupoDeEnvios(deps),
    },
  };
}

/** Records the stored photo as one of the app's files (`nombre` plus its type's extension); its id. */
export async function archivarFoto(
  db: Kysely<DB>,
  files: FileStore,
  foto: { tipo: string; hash: string; tamano: number; adoptar: () => void },
  nombre: string,
  usuarioId: string,
  ahora: Date,
): Promise<string> {
  const archivo = {
    nombre: `${nombre}.${foto.tipo.split('/')[1]}`,
    tipo: foto.tipo,
    hash: foto.hash,
    tamano: foto.tamano,
    adoptar: foto.adoptar,
  };
  const [meta] = await guardarArchivos(db, files, [archivo], usuarioId, ahora);
  return meta!.id;
}
