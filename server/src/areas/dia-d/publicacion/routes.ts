import {
  devolverMesaPublicada,
  guardarAutomaticaPublicacion,
  listarMesasRetiradas,
  listarPublicaciones,
  MENSAJES_GENERALES,
  MENSAJES_PUBLICACION as M,
  publicar,
  retirarMesaPublicada,
  verAjustesPublicacion,
  verPublicacion,
  type AjustesPublicacion,
  type AlcancePublicacion,
  type ParsedBodyOf,
} from '@comando/contract';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { SessionUser } from '../../../auth/sessions.js';
import { fueraDeTransaccion } from '../../../db/request-transaction.js';
import type { AppDeps } from '../../../deps.js';
import { HttpError } from '../../../http/errors.js';
import { handle } from '../../../http/routing.js';
import * as c from './corridas-queries.js';
import { abrirDestino } from './destino.js';
import { programador, proximaAutomatica } from './programador.js';
import * as q from './queries.js';
import { confirmarSegundoPaso } from './segundo-paso.js';
import { trabajosPublicacion } from './trabajos.js';

/** The automatic runs' scheduler looks this often whether one is due, unless configured. */
const REVISAR_CADA_MS = 30_000;

/**
 * Publishing the actas (issue 46): the runs (202 with a job), their list, the automatic runs and
 * the mesas kept off the site. Without a destination in the deployment's settings nothing can be
 * published, and the screen says so (`ajustes.destino` null).
 */
export function publicacionRoutes(app: FastifyInstance, deps: AppDeps): void {
  const { db, clock } = deps;
  const destino = abrirDestino(deps.config.publicacion);
  const trabajos = destino ? trabajosPublicacion(deps, destino) : null;
  const automatica = trabajos ? programador(deps, trabajos) : null;
  if (destino && trabajos && automatica) {
    automatica.iniciar(deps.config.publicacion?.revisarCadaMs ?? REVISAR_CADA_MS);
    app.addHook('onClose', async () => {
      await trabajos.detener();
      await automatica.detener();
      await destino.cerrar();
    });
  }
  const conDestino = () => {
    if (!trabajos) throw new HttpError(409, M.sinDestino);
    return trabajos;
  };

  async function leerAjustes(): Promise<AjustesPublicacion> {
    const [a, ultima, hecha, enCurso] = await Promise.all([
      q.ajustes(db),
      c.ultimaCorrida(db),
      c.ultimaHecha(db),
      trabajos ? trabajos.enCurso() : null,
    ]);
    const activa = Number(a.automatica) === 1;
    return {
      destino: destino ? { tipo: destino.tipo, lugar: destino.lugar } : null,
      automatica: {
        activa,
        cadaMinutos: Number(a.cada_minutos),
        alcance: activa ? (a.alcance as AlcancePublicacion) : null,
        titulo: activa ? a.titulo : null,
        activadaPor: activa ? a.activada_por : null,
        proxima: destino ? proximaAutomatica(a, ultima, clock.now()) : null,
      },
      enCurso,
      mesasPublicadas: hecha ? Number(hecha.mesas) : 0,
      ultima: hecha?.terminada_en ?? null,
      anterior: ultima
        ? {
            alcance: ultima.alcance as AlcancePublicacion,
            titulo: ultima.titulo,
            declaracion: ultima.declaracion,
          }
        : null,
    };
  }

  /** Before the request's transaction: the cheap refusals first, so that no code is spent on them. */
  async function antesDePublicar(request: FastifyRequest) {
    const t = conDestino();
    const body = request.body as ParsedBodyOf<typeof publicar>;
    if (await t.enCurso()) throw new HttpError(409, M.enCurso);
    if (body.alcance === 'diferentes' && !(await c.hayOficial(db))) throw new HttpError(409, M.sinOficial);
    await confirmarSegundoPaso(deps, request.user as SessionUser, request.ip, body.codigo);
  }

  handle(
    app,
    publicar,
    async ({ body, user, request }, reply: FastifyReply) => {
      const t = conDestino();
      const quien = { usuarioId: user.id, usuarioNombre: user.name, ip: request.ip };
      const corrida = await t.crear({
        ...quien,
        automatica: false,
        alcance: body.alcance,
        titulo: body.titulo,
        declaracion: body.declaracion,
      });
      if (!corrida) throw new HttpError(409, M.enCurso);
      reply.raw.once('close', () => {
        // The request failed after all: its transaction rolled back the run and the turn with it.
        if (reply.statusCode !== 202) return;
        fueraDeTransaccion(() => setImmediate(() => void t.ejecutar(corrida.id, quien)));
      });
      reply.code(202);
      return corrida;
    },
    { antes: antesDePublicar },
  );

  handle(app, listarPublicaciones, async () => (trabajos ? trabajos.listar() : []));

  handle(app, verAjustesPublicacion, leerAjustes);

  handle(
    app,
    guardarAutomaticaPublicacion,
    async ({ body, user }) => {
      if (!body.activa) {
        await c.guardarAutomatica(db, { automatica: 0, cada_minutos: body.cadaMinutos });
        return leerAjustes();
      }
      const ultima = await c.ultimaCorrida(db);
      if (!ultima) throw new HttpError(409, M.automaticaSinPublicacion);
      await c.guardarAutomatica(db, {
        automatica: 1,
        cada_minutos: body.cadaMinutos,
        alcance: ultima.alcance,
        titulo: ultima.titulo,
        declaracion: ultima.declaracion,
        activada_por_id: user.id,
        activada_por: user.name,
      });
      return leerAjustes();
    },
    {
      // Switching it on lets runs publish on the admin's behalf: confirmed with a code, as a run.
      antes: async (request) => {
        conDestino();
        const body = request.body as ParsedBodyOf<typeof guardarAutomaticaPublicacion>;
        if (!body.activa) return undefined;
        if (!(await c.ultimaCorrida(db))) throw new HttpError(409, M.automaticaSinPublicacion);
        await confirmarSegundoPaso(deps, request.user as SessionUser, request.ip, body.codigo);
        return undefined;
      },
    },
  );

  handle(app, listarMesasRetiradas, async () => c.listarRetiradas(db));

  handle(
    app,
    retirarMesaPublicada,
    async ({ body, user }) => {
      if (!(await c.existeMesa(db, body.codigo))) throw new HttpError(400, M.mesaDesconocida);
      const hecho = await c.retirar(db, {
        mesa_codigo: body.codigo,
        motivo: body.motivo,
        usuario_id: user.id,
        usuario_nombre: user.name,
        en: clock.now().toISOString(),
      });
      if (!hecho) throw new HttpError(409, M.yaRetirada);
      const [retirada] = await c.listarRetiradas(db, body.codigo);
      if (!retirada) throw new HttpError(404, MENSAJES_GENERALES.noEncontrado);
      return retirada;
    },
    { status: 201 },
  );

  handle(app, devolverMesaPublicada, async ({ params }) => {
    if (!(await c.devolver(db, params.codigo))) throw new HttpError(404, MENSAJES_GENERALES.noEncontrado);
    return undefined;
  });

  handle(app, verPublicacion, async ({ params }) => {
    if (!trabajos) throw new HttpError(404, MENSAJES_GENERALES.noEncontrado);
    return trabajos.ver(params.id);
  });
}
