import { randomUUID } from 'node:crypto';
import {
  guardarAjustesSms,
  leerAjustesSms,
  leerNumeroSms,
  listarSms,
  MENSAJES_GENERALES,
  MENSAJES_SMS as M,
  probarSms,
  recibirWebhookSms,
  RESPUESTAS_SMS as R,
  smsRecibidoPayload,
  webhookSms,
} from '@comando/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { inRequestTransaction } from '../../../db/request-transaction.js';
import type { AppDeps } from '../../../deps.js';
import { badRequest, HttpError } from '../../../http/errors.js';
import { handle, validar } from '../../../http/routing.js';
import { firmaValida } from './firma.js';
import { enviarSms, numeroE164 } from './pasarela.js';
import * as q from './queries.js';
import { atenderSms } from './recepcion.js';

/** Largest webhook body read (an SMS of ten parts and the envelope, with room). */
const MAX_WEBHOOK = 64 * 1024;

const cabecera = (request: FastifyRequest, nombre: string): string | undefined => {
  const v = request.headers[nombre];
  return typeof v === 'string' ? v : undefined;
};

/**
 * Issue 44: HQ's SMS gateway (admin: its settings, a test SMS, the SMS received; an editor reads
 * the number the access sheets print) and its webhook, where every SMS a delegate sends arrives.
 * Admins are always national (auth/ambito): these routes have no ground to narrow.
 */
export function smsRoutes(app: FastifyInstance, deps: AppDeps): void {
  const { db, clock, files } = deps;

  handle(app, leerAjustesSms, async () => q.comoAjustes(await q.leerAjustes(db)));

  handle(app, guardarAjustesSms, async ({ body, user }) =>
    q.comoAjustes(await q.guardarAjustes(db, body, user.id, clock.now().toISOString())),
  );

  handle(app, leerNumeroSms, async () => ({ numero: (await q.leerAjustes(db))?.numero ?? null }));

  handle(app, probarSms, async ({ body }) => {
    const ajustes = await q.leerAjustes(db);
    if (!ajustes) throw new HttpError(409, M.sinPasarela);
    const enviado = await enviarSms(ajustes, body.telefono, R.prueba, randomUUID());
    if (!enviado.ok) throw new HttpError(502, enviado.motivo);
    return { telefono: numeroE164(body.telefono) };
  });

  handle(app, listarSms, async ({ query }) => q.listarSms(db, query.cursor));

  // The webhook reads its body as the bytes that were signed (its own JSON parser, in a context
  // of its own): the signature is checked on them before anything is parsed or stored.
  void app.register(async (webhook) => {
    webhook.removeContentTypeParser('application/json');
    webhook.addContentTypeParser(
      'application/json',
      { parseAs: 'buffer', bodyLimit: MAX_WEBHOOK },
      (request, cuerpo, done) => {
        const encoding = request.headers['content-encoding'];
        if (encoding !== undefined && encoding.toLowerCase() !== 'identity') {
          done(new HttpError(415, MENSAJES_GENERALES.cuerpoComprimido), undefined);
          return;
        }
        done(null, cuerpo);
      },
    );

    handle(webhook, recibirWebhookSms, async ({ request }) => {
      const ajustes = await q.leerAjustes(db);
      const cuerpo = Buffer.isBuffer(request.body) ? request.body : undefined;
      const genuino =
        ajustes !== undefined &&
        cuerpo !== undefined &&
        firmaValida(
          ajustes.clave_firma,
          cuerpo,
          cabecera(request, 'x-timestamp'),
          cabecera(request, 'x-signature'),
          clock.now(),
        );
      if (!genuino) throw new HttpError(401, M.firmaInvalida);
      let datos: unknown;
      try {
        datos = JSON.parse(cuerpo.toString('utf8'));
      } catch {
        throw badRequest(M.webhookIlegible);
      }
      const evento = validar(webhookSms, datos);
      // Other events (sent, delivered, ping…) are the gateway's own business: acknowledged.
      if (evento.event !== 'sms:received') return undefined;
      const sms = validar(smsRecibidoPayload, evento.payload);
      const llegada = clock.now();
      const id = q.idDeSms(llegada);
      const telefono = numeroE164(sms.remitente);
      // PostgreSQL text holds no U+0000.
      const texto = sms.message.replaceAll('\u0000', '');
      const atendido = await inRequestTransaction(db, async () => {
        const nuevo = await q.guardarSms(db, {
          id,
          eventoId: evento.id,
          telefono,
          texto,
          recibidoEn: sms.receivedAt ?? null,
          en: llegada.toISOString(),
        });
        // The same delivery again (the gateway retries until it has a 2xx): counted once.
        if (!nuevo) return undefined;
        const d = await atenderSms({ db, files, clock, request }, { id, telefono, texto });
        await q.resolverSms(db, id, d);
        return d;
      });
      if (atendido?.respuesta && atendido.envio === null) {
        const enviado = await enviarSms(ajustes, telefono, atendido.respuesta, id);
        await q.marcarEnvio(
          db,
          id,
          enviado.ok ? 'enviada' : 'fallida',
          enviado.ok ? enviado.id : enviado.motivo,
        );
      }
      return undefined;
    });
  });
}
