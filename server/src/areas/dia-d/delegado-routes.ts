import {
  cambiarIncidente,
  consultaIncidentes,
  crearAcceso,
  dentroDeVentana,
  delegadoActual,
  entrarDelegado,
  fotoIncidente,
  incidenteNuevo,
  listarIncidentes,
  listarUsuariosAsignables,
  MAX_FOTO_INCIDENTE,
  MENSAJES_DIA_D as M,
  registrarLlegada,
  reportarIncidente,
  revocarAcceso,
  salirDelegado,
  TIPOS_FOTO_INCIDENTE,
} from '@comando/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { SessionUser } from '../../auth/sessions.js';
import { createSession, deleteSession, IDLE_MS, SESSION_COOKIE } from '../../auth/sessions.js';
import type { AppDeps } from '../../deps.js';
import { detectarTipo } from '../../files/detect.js';
import type { FileStore } from '../../files/store.js';
import { enviarArchivo, guardarArchivos, guardarBlob } from '../../files/uploads.js';
import { badRequest, HttpError, notFound } from '../../http/errors.js';
import { handle } from '../../http/routing.js';
import * as q from './delegados.js';
import { consulta } from './consulta.js';
import { sinMetadatos } from './sin-metadatos.js';

interface EnvioIncidente {
  campos: Record<string, string>;
  foto: Buffer | null;
}

/** The text fields and the one photo of a multipart submission from the phone page. */
async function leerEnvio(
  request: FastifyRequest,
  maxBytes: number,
  mensajeGrande: string = M.fotoGrande,
): Promise<EnvioIncidente> {
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
      foto: null | { error: unknown } | { tipo: string; hash: string; tamano: number };
    };

/**
 * The slow half of a phone's report (an acta, an incident), done before its transaction opens
 * (HandleOptions.antes): the form and photo read off the network, the photo's type checked by
 * content, its metadata stripped and its blob stored. Failures are kept, not thrown, so the
 * handler reports them in the order it checks things (outside the window first, then the form…).
 */
export async function prepararEnvio(
  request: FastifyRequest,
  files: FileStore,
  maxBytes: number,
  tipos: readonly string[],
  mensajes: { tipo: string; grande: string },
): Promise<EnvioPreparado> {
  let envio: EnvioIncidente;
  try {
    envio = await leerEnvio(request, maxBytes, mensajes.grande);
  } catch (error) {
    return { error };
  }
  const { campos, foto } = envio;
  if (!foto) return { campos, foto: null };
  const tipo = detectarTipo(foto);
  if (!tipo || !tipos.includes(tipo)) return { campos, foto: { error: new HttpError(415, mensajes.tipo) } };
  try {
    const limpia = await sinMetadatos(foto, mensajes.tipo);
    return { campos, foto: { tipo, ...(await guardarBlob(request, files, limpia)) } };
  } catch (error) {
    return { campos, foto: { error } };
  }
}

export function delegadoRoutes(app: FastifyInstance, deps: AppDeps): void {
  const { db, clock, files } = deps;
  const ahora = () => clock.now().toISOString();
  const cookieOptions = {
    httpOnly: true,
    sameSite: 'strict' as const,
    path: '/',
    secure: deps.config.secureCookies,
    maxAge: IDLE_MS / 1000,
  };

  async function enVentana() {
    if (!dentroDeVentana(await q.fechaEleccion(db), clock.now())) throw new HttpError(403, M.fueraDeFecha);
  }
  async function contexto(user: SessionUser) {
    await enVentana();
    return q.contextoDelegado(db, user.id);
  }

  // ------------------------------------------------------------ access (HQ)
  handle(
    app,
    crearAcceso,
    async ({ params, request }) => {
      const codigo = await q.crearAcceso(db, (params.defensorId ?? '').slice(0, 100), ahora());
      // The code rides in the fragment: it never reaches a server log or a Referer.
      const enlace = `${request.protocol}://${request.headers.host ?? 'localhost'}/delegado#${codigo}`;
      return { codigo, enlace };
    },
    { status: 201 },
  );

  handle(app, revocarAcceso, async ({ params }) => {
    if (!(await q.revocar(db, (params.defensorId ?? '').slice(0, 100)))) throw notFound(M.codigoInvalido);
    return undefined;
  });

  // ------------------------------------------------------------ phone page
  handle(app, entrarDelegado, async ({ body, request }, reply) => {
    const usuarioId = await q.usuarioDeCodigo(db, body.codigo);
    if (!usuarioId) throw new HttpError(401, M.codigoInvalido);
    await enVentana();
    const c = await q.contextoDelegado(db, usuarioId);
    await deleteSession(db, request.cookies[SESSION_COOKIE]);
    const token = await createSession(db, clock, usuarioId, {
      navegador: request.headers['user-agent'] ?? null,
      ip: request.ip,
    });
    void reply.setCookie(SESSION_COOKIE, token, cookieOptions);
    return q.yo(db, c);
  });

  handle(app, delegadoActual, async ({ user }) => q.yo(db, await contexto(user)));

  handle(app, registrarLlegada, async ({ user, body }) =>
    q.registrarLlegada(db, await contexto(user), body.id, ahora()),
  );

  handle(
    app,
    reportarIncidente,
    async ({ user, previo }, reply) => {
      const c = await contexto(user);
      if ('error' in previo) throw previo.error;
      const datos = consulta(incidenteNuevo, previo.campos);
      const repetido = await q.incidentePorId(db, datos.id);
      if (repetido) {
        if (repetido.defensor_id !== c.defensorId) throw new HttpError(409, M.idRequerido);
        return { id: repetido.id, tipo: repetido.tipo as typeof datos.tipo, creadoEn: repetido.creado_en };
      }
      let fotoId: string | null = null;
      const foto = previo.foto;
      if (foto) {
        if ('error' in foto) throw foto.error;
        const [meta] = await guardarArchivos(
          db,
          files,
          [
            {
              nombre: `incidente-${datos.id}.${foto.tipo.split('/')[1]}`,
              tipo: foto.tipo,
              hash: foto.hash,
              tamano: foto.tamano,
            },
          ],
          user.id,
          clock.now(),
        );
        fotoId = meta!.id;
      }
      const i = await q.crearIncidente(db, c, { ...datos, fotoId }, ahora());
      void reply.status(201);
      return { id: i.id, tipo: i.tipo as typeof datos.tipo, creadoEn: i.creado_en };
    },
    {
      status: 201,
      antes: (request: FastifyRequest) =>
        prepararEnvio(
          request,
          files,
          Math.min(MAX_FOTO_INCIDENTE, deps.config.maxUploadBytes),
          TIPOS_FOTO_INCIDENTE,
          { tipo: M.fotoTipo, grande: M.fotoGrande },
        ),
    },
  );

  handle(app, salirDelegado, async ({ request }, reply) => {
    await deleteSession(db, request.cookies[SESSION_COOKIE]);
    void reply.clearCookie(SESSION_COOKIE, { path: '/' });
    return undefined;
  });

  // ------------------------------------------------------------ incident desk (HQ)
  handle(app, listarIncidentes, async ({ query }) =>
    q.listarIncidentes(db, consulta(consultaIncidentes, query)),
  );

  handle(app, cambiarIncidente, async ({ params, body, user }) =>
    q.cambiarIncidente(db, (params.id ?? '').slice(0, 100), body, user.name, ahora()),
  );

  handle(app, listarUsuariosAsignables, async () => q.usuariosAsignables(db));

  handle(app, fotoIncidente, async ({ params }, reply) => {
    const i = await q.incidentePorId(db, (params.id ?? '').slice(0, 100));
    if (!i?.foto_id) throw notFound(M.incidenteNoEncontrado);
    // The photo streams from the store; returning the reply says it is answered.
    return enviarArchivo(reply, db, files, i.foto_id, 'inline');
  });
}
