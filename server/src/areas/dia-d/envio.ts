import { MENSAJES_DIA_D as M, MENSAJES_EVIDENCIA as ME } from '@comando/contract';
import type { FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.js';
import { Cupo } from '../../cupo.js';
import { ENVIOS_A_LA_VEZ, type AppDeps } from '../../deps.js';
import { detectarTipo } from '../../files/detect.js';
import { sha256, type FileStore } from '../../files/store.js';
import { guardarArchivos, guardarBlob } from '../../files/uploads.js';
import { badRequest, HttpError } from '../../http/errors.js';
import { sinMetadatos } from './sin-metadatos.js';

/** The phone's submission (an acta, an incident): its form and photo, read, checked and stored. */

interface Envio {
  campos: Record<string, string>;
  foto: Buffer | null;
}

/** The text fields and the one photo of a multipart submission from the phone page. */
async function leerEnvio(
  request: FastifyRequest,
  maxBytes: number,
  mensajeGrande: string = M.fotoGrande,
): Promise<Envio> {
  if (!request.isMultipart()) throw badRequest(M.idRequerido);
  const campos: Record<string, string> = {};
  let foto: Buffer | null = null;
  try {
    for await (const part of request.parts({ limits: { files: 1, fields: 10, fileSize: maxBytes } })) {
      if (part.type === 'file') {
        const b = await part.toBuffer();
        if (part.fieldname === 'foto' && b.length > 0) foto = b;
      } else {
        campos[part.fieldname] = String(part.value);
      }
    }
  } catch (e) {
    if ((e as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') throw new HttpError(413, mensajeGrande);
    throw e;
  }
  return { campos, foto };
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
  if (enviada && (await sha256(foto)) !== enviada)
    return { campos, foto: { error: badRequest(ME.huellaNoCoincide) } };
  const tipo = detectarTipo(foto);
  if (!tipo || !tipos.includes(tipo)) return { campos, foto: { error: new HttpError(415, mensajes.tipo) } };
  try {
    const limpia = await sinMetadatos(foto, mensajes.tipo);
    return { campos, foto: { tipo, enviada, ...(await guardarBlob(request, files, limpia)) } };
  } catch (error) {
    return { campos, foto: { error } };
  }
}

/** One gate per app for every upload from a phone: they share one event loop (issue 30). */
const cupos = new WeakMap<AppDeps, Cupo>();

/** The gate the phones' uploads of this app go through (HandleOptions.cupo). */
export function cupoDeEnvios(deps: AppDeps): Cupo {
  let cupo = cupos.get(deps);
  if (!cupo) {
    cupo = new Cupo(deps.config.enviosALaVez ?? ENVIOS_A_LA_VEZ);
    cupos.set(deps, cupo);
  }
  return cupo;
}

/**
 * A phone's report's options: `antes` reads its form and photo, up to `max` bytes (and the
 * server's upload limit), and the whole request waits for a place among the phones' uploads.
 */
export function conFoto(
  deps: AppDeps,
  max: number,
  tipos: readonly string[],
  mensajes: { tipo: string; grande: string },
) {
  return {
    antes: (request: FastifyRequest) =>
      prepararEnvio(request, deps.files, Math.min(max, deps.config.maxUploadBytes), tipos, mensajes),
    cupo: cupoDeEnvios(deps),
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
