import {
  cambiarIncidente,
  consultaIncidentes,
  crearAcceso,
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
import { enviarArchivo, guardarArchivos } from '../../files/uploads.js';
import { HttpError, notFound } from '../../http/errors.js';
import { handle } from '../../http/routing.js';
import * as q from './delegados.js';
import { consulta } from './consulta.js';
import { prepararEnvio } from './envio.js';
import { contextoEnVentana, exigirVentana } from './ventana.js';

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

  const contexto = (user: SessionUser) => contextoEnVentana(db, clock, user.id);

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
    await exigirVentana(db, clock);
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
