import { createHmac, randomBytes, randomUUID } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A stand-in for SMS Gateway for Android in local server mode, for the server's tests and the
 * e2e: a real HTTP server on loopback speaking the app's documented API, written from its
 * documentation, not from Comando's code.
 *
 * - Sending (https://docs.sms-gate.app/features/sending-messages/, local mode
 *   https://docs.sms-gate.app/getting-started/local-server/): `POST /message` and `/messages`
 *   with Basic authentication, a body with exactly one of `textMessage` / `message` /
 *   `dataMessage` and `phoneNumbers` (E.164 unless `?skipPhoneValidation=true`), answered 202
 *   with the message's id and state `Pending`. What it was asked to send is kept in `enviados`.
 * - Webhooks (https://docs.sms-gate.app/features/webhooks/): `GET/POST /webhooks`,
 *   `DELETE /webhooks/:id` register where events go; `recibirSms` plays an SMS arriving at the
 *   phone: it posts `{ deviceId, event: 'sms:received', id, payload, webhookId }` to every
 *   `sms:received` webhook, signed with `X-Signature` (hex HMAC-SHA256 of the body followed by
 *   `X-Timestamp`, Unix seconds) under its signing key, as the app's PayloadSingingPlugin does.
 */

interface Enviado {
  id: string;
  texto: string;
  telefonos: string[];
  /** The body as the gateway received it. */
  cuerpo: Record<string, unknown>;
}

export interface SmsEntrante {
  telefono: string;
  texto: string;
  /** The event's id (a retried delivery repeats it); new by default. */
  eventoId?: string;
  recibidoEn?: string;
}

/** A delivery as it goes out: its body and headers (the tests can also inject them). */
interface Entrega {
  cuerpo: string;
  cabeceras: Record<string, string>;
}

export interface PasarelaFalsa {
  /** The API's base address (as the phone shows it in local mode). */
  direccion: string;
  usuario: string;
  contrasena: string;
  /** The webhooks' signing key (Settings → Webhooks → Signing Key). */
  claveFirma: string;
  enviados: Enviado[];
  webhooks: { id: string; url: string; event: string }[];
  /**
   * The webhook delivery of an SMS arriving, signed now (by `reloj`); `antigua`: as an app
   * older than the `sender` field sends it.
   */
  entrega(sms: SmsEntrante, opciones?: { marca?: number; clave?: string; antigua?: boolean }): Entrega;
  /** Any event's delivery (`sms:sent`, `system:ping`…), signed as `entrega`. */
  entregaEvento(
    event: string,
    payload: Record<string, unknown>,
    opciones?: { marca?: number; clave?: string; eventoId?: string },
  ): Entrega;
  /** Delivers an SMS to every `sms:received` webhook over HTTP, as the phone does: their answers. */
  recibirSms(sms: SmsEntrante): Promise<{ url: string; status: number }[]>;
  /** Makes every send answer this status (null: accept again). */
  fallarEnvios(status: number | null): void;
  cerrar(): Promise<void>;
}

const DEVICE_ID = 'ffffffffceb0b1db0000018e937c815b';
/** HQ's SIM, as the app names the recipient of an SMS it received. */
const NUMERO_DE_LA_SIM = '+59170000001';

function leer(req: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    const trozos: Buffer[] = [];
    req.on('data', (t: Buffer) => trozos.push(t));
    req.on('end', () => resolve(Buffer.concat(trozos).toString('utf8')));
    req.on('error', reject);
  });
}

function responder(res: ServerResponse, status: number, cuerpo?: unknown) {
  res.writeHead(status, cuerpo === undefined ? {} : { 'content-type': 'application/json' });
  res.end(cuerpo === undefined ? undefined : JSON.stringify(cuerpo));
}

/** The gateway on a free loopback port; `reloj` is the phone's clock (a test's fixed one). */
export async function arrancarPasarelaFalsa(
  opciones: { reloj?: () => Date; usuario?: string; contrasena?: string; claveFirma?: string } = {},
): Promise<PasarelaFalsa> {
  const reloj = opciones.reloj ?? (() => new Date());
  const usuario = opciones.usuario ?? 'sms';
  const contrasena = opciones.contrasena ?? randomBytes(9).toString('base64url');
  const claveFirma = opciones.claveFirma ?? randomBytes(12).toString('base64url');
  const enviados: Enviado[] = [];
  const webhooks: PasarelaFalsa['webhooks'] = [];
  let falla: number | null = null;

  const autorizado = (req: IncomingMessage) =>
    req.headers.authorization === `Basic ${Buffer.from(`${usuario}:${contrasena}`).toString('base64')}`;

  const servidor = createServer((req, res) => {
    void (async () => {
      const url = new URL(req.url ?? '/', 'http://pasarela');
      if (req.method === 'GET' && url.pathname === '/health') return responder(res, 200, { status: 'pass' });
      if (!autorizado(req)) {
        res.setHeader('www-authenticate', 'Basic realm="Access to SMS Gateway"');
        return responder(res, 401, { message: 'Unauthorized' });
      }
      const texto = await leer(req);
      if (req.method === 'POST' && (url.pathname === '/message' || url.pathname === '/messages')) {
        if (falla !== null) return responder(res, falla, { message: 'simulated failure' });
        let cuerpo: Record<string, unknown>;
        try {
          cuerpo = JSON.parse(texto) as Record<string, unknown>;
        } catch {
          return responder(res, 400, { message: 'invalid JSON' });
        }
        const tipos = ['textMessage', 'dataMessage', 'message'].filter((k) => cuerpo[k] != null);
        if (tipos.length !== 1)
          return responder(res, 400, {
            message: 'Must specify exactly one of: textMessage, dataMessage, mmsMessage, or message',
          });
        const mensaje =
          typeof cuerpo.message === 'string'
            ? cuerpo.message
            : (cuerpo.textMessage as { text?: unknown } | undefined)?.text;
        if (typeof mensaje !== 'string' || mensaje === '')
          return responder(res, 400, { message: 'Text message is empty' });
        const telefonos = cuerpo.phoneNumbers;
        if (!Array.isArray(telefonos) || telefonos.length === 0)
          return responder(res, 400, { message: 'phoneNumbers is empty' });
        const validar = url.searchParams.get('skipPhoneValidation') !== 'true';
        for (const t of telefonos)
          if (typeof t !== 'string' || (validar && !/^\+[1-9]\d{6,14}$/.test(t)))
            return responder(res, 400, { message: `invalid phone number: ${String(t)}` });
        const id = typeof cuerpo.id === 'string' ? cuerpo.id : randomUUID();
        enviados.push({ id, texto: mensaje, telefonos: telefonos as string[], cuerpo });
        return responder(res, 202, {
          id,
          deviceId: DEVICE_ID,
          state: 'Pending',
          isHashed: false,
          isEncrypted: false,
          recipients: (telefonos as string[]).map((phoneNumber) => ({ phoneNumber, state: 'Pending' })),
          states: { Pending: reloj().toISOString() },
        });
      }
      if (url.pathname === '/webhooks' && req.method === 'GET') return responder(res, 200, webhooks);
      if (url.pathname === '/webhooks' && req.method === 'POST') {
        const w = JSON.parse(texto) as { id?: string; url?: string; event?: string };
        if (!w.url || !w.event) return responder(res, 400, { message: 'url and event are required' });
        const id = w.id ?? randomUUID();
        const previo = webhooks.findIndex((x) => x.id === id);
        if (previo >= 0) webhooks.splice(previo, 1);
        webhooks.push({ id, url: w.url, event: w.event });
        return responder(res, 201, { id, url: w.url, event: w.event });
      }
      const borrar = /^\/webhooks\/([^/]+)$/.exec(url.pathname);
      if (borrar && req.method === 'DELETE') {
        const i = webhooks.findIndex((x) => x.id === decodeURIComponent(borrar[1]!));
        if (i >= 0) webhooks.splice(i, 1);
        return responder(res, 204);
      }
      return responder(res, 404, { message: 'Not Found' });
    })().catch(() => responder(res, 500, { message: 'error' }));
  });
  await new Promise<void>((resolve) => servidor.listen(0, '127.0.0.1', resolve));
  const { port } = servidor.address() as AddressInfo;

  function entregaEvento(
    event: string,
    payload: Record<string, unknown>,
    o: { marca?: number; clave?: string; webhookId?: string; eventoId?: string } = {},
  ): Entrega {
    const cuerpo = JSON.stringify({
      deviceId: DEVICE_ID,
      event,
      id: o.eventoId ?? randomBytes(15).toString('base64url'),
      payload,
      webhookId: o.webhookId ?? 'prueba',
    });
    const marca = String(o.marca ?? Math.floor(reloj().getTime() / 1000));
    const firma = createHmac('sha256', o.clave ?? claveFirma)
      .update(cuerpo + marca)
      .digest('hex');
    return {
      cuerpo,
      cabeceras: { 'content-type': 'application/json', 'x-signature': firma, 'x-timestamp': marca },
    };
  }

  function entrega(
    sms: SmsEntrante,
    o: { marca?: number; clave?: string; webhookId?: string; antigua?: boolean } = {},
  ): Entrega {
    // The app's current payload names the sender `sender` and keeps the deprecated
    // `phoneNumber`; an older app sends only `phoneNumber` (`o.antigua`).
    return entregaEvento(
      'sms:received',
      {
        messageId: createHmac('sha1', 'id').update(sms.texto).digest('hex').slice(0, 20),
        message: sms.texto,
        ...(o.antigua ? {} : { sender: sms.telefono, recipient: NUMERO_DE_LA_SIM }),
        phoneNumber: sms.telefono,
        simNumber: 1,
        receivedAt: sms.recibidoEn ?? reloj().toISOString().replace('Z', '+00:00'),
      },
      { ...o, ...(sms.eventoId ? { eventoId: sms.eventoId } : {}) },
    );
  }

  return {
    direccion: `http://127.0.0.1:${port}`,
    usuario,
    contrasena,
    claveFirma,
    enviados,
    webhooks,
    entrega,
    entregaEvento,
    async recibirSms(sms) {
      const respuestas: { url: string; status: number }[] = [];
      for (const w of webhooks.filter((x) => x.event === 'sms:received')) {
        const { cuerpo, cabeceras } = entrega(sms, { webhookId: w.id });
        const res = await fetch(w.url, { method: 'POST', headers: cabeceras, body: cuerpo });
        await res.arrayBuffer();
        respuestas.push({ url: w.url, status: res.status });
      }
      return respuestas;
    },
    fallarEnvios(status) {
      falla = status;
    },
    cerrar: () =>
      new Promise<void>((resolve, reject) => {
        servidor.closeAllConnections();
        servidor.close((e) => (e ? reject(e) : resolve()));
      }),
  };
}
