import { Readable } from 'node:stream';
import {
  exportarEvidenciasCsv,
  hoyEnLaPaz,
  leerEvidenciaMesa,
  prepararImpugnacion,
  verificarEvidencias,
} from '@comando/contract';
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../../deps.js';
import { notFound } from '../../../http/errors.js';
import { handle } from '../../../http/routing.js';
import { terrenoDe } from '../terreno.js';
import { lineasEvidencias, verificar } from './evidencias.js';
import { prepararImpugnacion as preparar } from './preparar.js';
import * as q from './queries.js';

/** Issue 29: the legal file of a discrepancy and the evidence that a photo was not changed. */
export function impugnacionesRoutes(app: FastifyInstance, deps: AppDeps): void {
  const { db, clock, files } = deps;

  handle(app, prepararImpugnacion, async ({ body, user, request }) =>
    preparar(deps, request, user, body.mesas),
  );

  handle(app, leerEvidenciaMesa, async ({ params, user }) => {
    const m = await q.mesaConActaActual(db, terrenoDe(user), params.codigo);
    if (!m) throw notFound();
    const candidatura = await q.candidaturaVigente(db);
    return {
      mesa: m.codigo,
      acta: m.acta_id
        ? {
            version: Number(m.version),
            sha256Enviada: m.sha256_enviada,
            sha256Guardada: m.sha256_guardada,
            recibida: m.creada_en!,
            verificada: m.estado === 'verificada',
          }
        : null,
      oficial: candidatura !== null && (await q.oficialDeMesa(db, candidatura, m.codigo)) !== null,
      expediente: await q.expedienteDeMesa(db, m.codigo),
    };
  });

  handle(app, exportarEvidenciasCsv, async ({ user }, reply) =>
    reply
      .header('Content-Type', 'text/csv; charset=utf-8')
      .header('Content-Disposition', `attachment; filename="evidencias-${hoyEnLaPaz(clock.now())}.csv"`)
      .send(Readable.from(lineasEvidencias(db, terrenoDe(user)))),
  );

  handle(app, verificarEvidencias, async ({ user }) => verificar(db, files, terrenoDe(user)));
}
