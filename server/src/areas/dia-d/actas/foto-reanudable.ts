import { MAX_FOTO_ACTA, MENSAJES_ACTAS as MA, MENSAJES_GENERALES, TIPOS_FOTO_ACTA } from '@comando/contract';
import { RUTAS_DELEGADO } from '@comando/contract/delegado-rutas';
import { ERRORS, Metadata, Server, type Upload } from '@tus/server';
import type { FastifyBaseLogger, FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { comoEnvio } from '../../../db/request-transaction.js';
import type { AppDeps } from '../../../deps.js';
import { huboCambio } from '../../../events/routes.js';
import type { AlmacenDeSubidas } from '../../../files/resumable-uploads.js';
import { badRequest, HttpError, notFound, respuestaDeError } from '../../../http/errors.js';
import { enMuestra } from '../conteo/index.js';
import { anunciarActa } from '../eventos.js';
import { cupoDeEnvios, fotoPreparada } from './envio.js';
import { actaPorId, tamanoDeArchivo } from './queries.js';
import { adjuntarFoto } from './recepcion.js';

/**
 * Issue 44, the acta's photo after its figures: a resumable upload (the open tus protocol,
 * `@tus/server`) under `/api/delegado/acta/foto`. A phone on a rural network that loses its signal
 * mid-photo asks how much arrived (HEAD) and sends the rest (PATCH), instead of the whole photo
 * again. Each upload is named by its acta's client id, so an upload never belongs to anything
 * else, and a photo already attached answers as a whole upload to whoever asks again.
 *
 * The routes (delegados/) check the session, the role and the mesa's window; here, that the acta
 * is the caller's, its size; once whole, that its bytes are those whose SHA-256 came with the
 * figures and of an allowed type, and then it is stored once in the file store, attached, and the
 * upload removed. A refused photo stores nothing and its upload is removed too.
 */

/** A phone's client id, as the figures' route takes it (an upload's name is its acta's). */
const ID_DE_ACTA = /^[A-Za-z0-9-]{8,64}$/;

/** How often an instance sweeps the uploads never finished (tus's expiration: a day). */
const BARRIDO_MS = 60 * 60 * 1000;

type Acta = NonNullable<Awaited<ReturnType<typeof actaPorId>>>;

/** The request whose upload tus is handling: what `onUploadFinish` needs of it. */
interface EnCurso {
  deps: AppDeps;
  request: FastifyRequest;
  reply: FastifyReply;
  acta: Acta;
}

/** Keyed by Node's request, which reaches tus's hooks inside its own request object. */
const enCurso = new WeakMap<object, EnCurso>();

interface Fotos {
  servidor: Server;
  /** The largest photo: the acta's limit, or the server's upload limit (MAX_UPLOAD_MB) if smaller. */
  max: number;
}
const porApp = new WeakMap<AppDeps, Fotos>();

/** The answer of a refusal as tus writes it: the API's `{ error }` in Spanish. */
const rechazoTus = (status: number, mensaje: string) => ({
  status_code: status,
  body: JSON.stringify({ error: mensaje }),
});

/** tus's own refusals (its constants, compared by identity) in Spanish. */
const TRADUCCIONES = new Map<unknown, [number, string]>([
  [ERRORS.ERR_MAX_SIZE_EXCEEDED, [413, MA.fotoGrande]],
  [ERRORS.ERR_SIZE_EXCEEDED, [413, MA.fotoGrande]],
  [ERRORS.FILE_NOT_FOUND, [404, MA.subidaNoEncontrada]],
  [ERRORS.FILE_NO_LONGER_EXISTS, [410, MA.subidaNoEncontrada]],
  [ERRORS.INVALID_OFFSET, [409, MA.subidaDesfasada]],
  // Another request of the same upload took its lock (a phone that came back while its cut
  // piece still hung on): the older one ends; the phone asks again where it stands.
  [ERRORS.ABORTED, [409, MA.subidaDesfasada]],
  [ERRORS.MISSING_OFFSET, [400, MA.subidaInvalida]],
  [ERRORS.INVALID_CONTENT_TYPE, [400, MA.subidaInvalida]],
  [ERRORS.INVALID_LENGTH, [400, MA.subidaInvalida]],
  [ERRORS.INVALID_METADATA, [400, MA.subidaInvalida]],
  [ERRORS.UNSUPPORTED_CONCATENATION_EXTENSION, [400, MA.subidaInvalida]],
  [ERRORS.UNSUPPORTED_CREATION_DEFER_LENGTH_EXTENSION, [400, MA.subidaInvalida]],
]);

/** Any error on its way out of tus as `{ error }` in Spanish (the server's own are logged). */
function traducir(err: unknown, log: FastifyBaseLogger): { status_code: number; body: string } {
  const conocido = TRADUCCIONES.get(err);
  if (conocido) return rechazoTus(...conocido);
  if (typeof err === 'object' && err !== null && 'status_code' in err && 'body' in err) {
    const { status_code, body } = err as { status_code: number; body: string };
    // Ours (a refused photo), already in the API's shape.
    if (body.startsWith('{')) return { status_code, body };
    log.error({ tus: err }, 'subida reanudable: error de tus');
    return rechazoTus(status_code, status_code < 500 ? MA.subidaInvalida : MENSAJES_GENERALES.errorInterno);
  }
  const [status, mensaje] = respuestaDeError(err as FastifyError, log);
  return rechazoTus(status, mensaje);
}

/** This app's tus server (one per app: its lock of each upload is in memory). */
function fotosDe(deps: AppDeps): Fotos {
  let f = porApp.get(deps);
  if (f) return f;
  const max = Math.min(MAX_FOTO_ACTA, deps.config.maxUploadBytes);
  const enCursoDe = (req: { runtime?: { node?: { req: object } } }) => {
    const c = req.runtime?.node ? enCurso.get(req.runtime.node.req) : undefined;
    // eslint-disable-next-line @typescript-eslint/only-throw-error -- tus answers with the {status_code, body} thrown
    if (!c) throw rechazoTus(500, MENSAJES_GENERALES.errorInterno);
    return c;
  };
  const servidor = new Server({
    path: RUTAS_DELEGADO.actaFoto,
    datastore: deps.subidas,
    maxSize: max,
    // `Location: /api/delegado/acta/foto/<id>`: the page's own origin, whatever proxy is in front.
    relativeLocation: true,
    // Same origin only: the page and the API are one site (no CORS header at all).
    allowedOrigins: () => false,
    // The upload is named by its acta (checked by the route before tus sees the request).
    namingFunction: (req) => enCursoDe(req).acta.id,
    onUploadFinish: async (req, upload) => {
      const c = enCursoDe(req);
      try {
        await completar(c, upload);
      } catch (err) {
        // eslint-disable-next-line @typescript-eslint/only-throw-error -- tus answers with the {status_code, body} thrown
        throw traducir(err, c.request.log);
      }
      return {};
    },
    onResponseError: (req, err) =>
      traducir(err, enCurso.get(req.runtime?.node?.req ?? {})?.request.log ?? deps.log),
  });
  f = { servidor, max };
  porApp.set(deps, f);
  return f;
}

/** The client id of the acta an upload is created for (`Upload-Metadata: acta <base64>`). */
function actaDeMetadatos(cabecera: string | string[] | undefined): string | null {
  if (typeof cabecera !== 'string') return null;
  try {
    return Metadata.parse(cabecera).acta ?? null;
  } catch {
    return null;
  }
}

/** The whole upload's bytes (at most the photo's limit: a store never holds more for it). */
async function leerSubida(almacen: AlmacenDeSubidas, id: string): Promise<Buffer> {
  const trozos: Buffer[] = [];
  for await (const t of await almacen.read(id)) trozos.push(t as Buffer);
  return Buffer.concat(trozos);
}

/** Thrown inside the attachment's transaction when the photo was attached already: nothing is recorded. */
class YaAdjunta extends Error {}

/**
 * The upload is whole: checked against its acta's hash and type, stored once in the file store
 * and attached (in one transaction with its audit record), the upload removed. A refused photo
 * stores nothing and its upload is removed; throws the refusal. Waits in the phones' uploads'
 * line like an acta sent in one request (its work is the same: a hash, a store, a transaction).
 */
async function completar(c: EnCurso, upload: Upload): Promise<void> {
  const { deps, request, reply } = c;
  const bytes = await leerSubida(deps.subidas, upload.id);
  const lugar = await cupoDeEnvios(deps).con(() =>
    comoEnvio(async () => {
      const foto = await fotoPreparada(
        request,
        deps.files,
        bytes,
        c.acta.sha256_enviada,
        TIPOS_FOTO_ACTA,
        MA.fotoTipo,
      );
      if ('error' in foto) {
        await deps.subidas.remove(upload.id);
        throw foto.error;
      }
      try {
        return await request.server.auditoria.escritura(request, reply, async () => {
          const acta = await actaPorId(deps.db, c.acta.id);
          if (!acta || acta.foto_id !== null) throw new YaAdjunta();
          const recepcion = {
            db: deps.db,
            files: deps.files,
            usuarioId: request.user!.id,
            ahora: deps.clock.now(),
          };
          const lugar = await adjuntarFoto(recepcion, acta, foto);
          if (!lugar) throw new YaAdjunta();
          return { ...lugar, mesa: acta.mesa_codigo };
        });
      } catch (err) {
        if (err instanceof YaAdjunta) return null;
        throw err;
      }
    }),
  );
  // Stored once, in the file store: the upload's copy goes.
  await deps.subidas.remove(upload.id).catch((err: unknown) => {
    request.log.warn({ err, subida: upload.id }, 'subida reanudable: no se pudo quitar tras guardarla');
  });
  if (lugar) {
    anunciarActa(request, { lugar, enMuestra: await enMuestra(deps.db, lugar.mesa) });
    huboCambio(request, true);
  }
}

/** A whole upload's answer to HEAD (tus: the offset is the length). */
function responderCompleta(reply: FastifyReply, tamano: number): FastifyReply {
  return reply
    .status(200)
    .header('Tus-Resumable', '1.0.0')
    .header('Upload-Offset', String(tamano))
    .header('Upload-Length', String(tamano))
    .header('Cache-Control', 'no-store')
    .send();
}

/**
 * A request of the photo's resumable upload (POST creates it, HEAD asks how much arrived, PATCH
 * sends a piece), from the phone of `defensorId` (a delegate, or a recinto chief), whose session
 * and window the route checked. The acta must be theirs (404 otherwise, as for one that does not
 * exist); a creation must fit the photo's limit (413) and replaces an unfinished upload of the
 * same acta; a HEAD on a photo already attached (or whole, its attachment failed before: done
 * now) answers it whole. The rest is tus's: the reply is handed to it.
 */
export async function subirFotoDeActa(
  deps: AppDeps,
  request: FastifyRequest,
  reply: FastifyReply,
  defensorId: string,
): Promise<FastifyReply> {
  const fotos = fotosDe(deps);
  if (request.headers['tus-resumable'] === undefined) throw new HttpError(412, MA.subidaInvalida);
  const id =
    request.method === 'POST'
      ? actaDeMetadatos(request.headers['upload-metadata'])
      : (request.params as { id?: string }).id;
  if (!id || !ID_DE_ACTA.test(id)) throw badRequest(MA.subidaInvalida);
  const acta = await actaPorId(deps.db, id);
  if (!acta || acta.autor_id !== defensorId) throw notFound(MA.fotoAjena);
  // Its pieces change nothing HQ sees: only the photo attached is announced (completar).
  huboCambio(request, false);
  const c: EnCurso = { deps, request, reply, acta };
  if (request.method === 'POST') {
    const largo = Number(request.headers['upload-length']);
    if (Number.isFinite(largo) && largo > fotos.max) throw new HttpError(413, MA.fotoGrande);
    // The phone starts this acta's photo anew (it lost its place): an unfinished one goes.
    await deps.subidas.remove(id).catch(() => undefined);
  } else if (request.method === 'HEAD') {
    if (acta.foto_id !== null) return responderCompleta(reply, await tamanoDeArchivo(deps.db, acta.foto_id));
    const subida = await deps.subidas.getUpload(id).catch(() => null);
    if (subida?.size !== undefined && subida.offset === subida.size) {
      await completar(c, subida);
      return responderCompleta(reply, subida.size);
    }
  }
  enCurso.set(request.raw, c);
  reply.hijack();
  try {
    await fotos.servidor.handle(request.raw, reply.raw);
  } catch (err) {
    const { status_code, body } = traducir(err, request.log);
    if (!reply.raw.headersSent) {
      reply.raw.writeHead(status_code, { 'content-type': 'application/json; charset=utf-8' }).end(body);
    } else reply.raw.destroy();
  }
  return reply;
}

/** Removes the uploads started and never finished for a day (tus's expiration): how many. */
export async function quitarSubidasVencidas(deps: AppDeps): Promise<number> {
  const n = await deps.subidas.deleteExpired();
  if (n > 0) deps.log.info({ subidas: n }, 'subidas reanudables vencidas quitadas');
  return n;
}

/**
 * Sweeps, on every instance every hour, the uploads never finished (`quitarSubidasVencidas`: a
 * phone that comes back later starts its photo anew). Stopped when the app closes.
 */
export function barrerSubidasVencidas(app: FastifyInstance, deps: AppDeps): void {
  const reloj = setInterval(() => {
    quitarSubidasVencidas(deps).catch((err: unknown) =>
      deps.log.warn({ err }, 'subidas reanudables: el barrido falló'),
    );
  }, BARRIDO_MS);
  reloj.unref();
  app.addHook('onClose', (_instancia, done) => {
    clearInterval(reloj);
    done();
  });
}
