import { createHash } from 'node:crypto';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { cargar, type Peticion } from './carga.js';

let server: Server | undefined;

afterEach(async () => {
  server?.closeAllConnections();
  await new Promise((resolve) => server?.close(resolve));
  server = undefined;
});

/** A real server on loopback answering with `responder`; resolves its URL and what it saw. */
async function servidor(
  responder: (req: IncomingMessage, res: ServerResponse, cuerpo: Buffer, n: number) => void,
) {
  const visto = { sockets: new Set<unknown>(), peticiones: 0 };
  server = createServer((req, res) => {
    visto.sockets.add(req.socket);
    const trozos: Buffer[] = [];
    req.on('data', (d: Buffer) => trozos.push(d));
    req.on('end', () => responder(req, res, Buffer.concat(trozos), (visto.peticiones += 1)));
  });
  await new Promise<void>((resolve) => server!.listen(0, '127.0.0.1', resolve));
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, visto };
}

const sha = (b: Buffer) => createHash('sha256').update(b).digest('hex');
const partes = [Buffer.from('inicio-'), Buffer.alloc(300_000, 7), Buffer.from('-fin')];
const peticion = (): Peticion => ({ metodo: 'POST', ruta: '/x', cabeceras: { 'x-prueba': 'sí' }, partes });

describe('the load generator of election night (bench/carga.ts)', () => {
  it('sends every request as its parts in one body, on keep-alive connections, and reads every answer', async () => {
    const { url, visto } = await servidor((req, res, cuerpo) => {
      res.setHeader('content-type', 'application/json');
      res.end(JSON.stringify({ hash: sha(cuerpo), ruta: req.url, metodo: req.method }));
    });
    const respuestas: string[] = [];
    const r = await cargar({
      url,
      conexiones: 5,
      cantidad: 40,
      peticion,
      alResponder: (x) => respuestas.push(x.cuerpo),
    });

    expect(r).toMatchObject({ tiempoAgotado: 0, cortadas: 0 });
    expect(r.latencias).toHaveLength(40);
    expect(new Set(respuestas)).toEqual(
      new Set([JSON.stringify({ hash: sha(Buffer.concat(partes)), ruta: '/x', metodo: 'POST' })]),
    );
    expect(respuestas).toHaveLength(40);
    expect(visto.sockets.size).toBe(5);
  });

  it('reads a chunked answer and its status', async () => {
    const { url } = await servidor((_req, res) => {
      res.writeHead(503, { 'content-type': 'application/json' });
      res.write('{"error":');
      res.end('"sin servicio"}');
    });
    const vistas: { status: number; cuerpo: string }[] = [];
    await cargar({ url, conexiones: 2, cantidad: 4, peticion, alResponder: (x) => vistas.push(x) });

    expect(vistas).toEqual(Array(4).fill({ status: 503, cuerpo: '{"error":"sin servicio"}' }));
  });

  it('counts an unanswered request as timed out and a cut one as cut, and goes on with new connections', async () => {
    const { url, visto } = await servidor((req, res, _cuerpo, n) => {
      if (n === 2) return; // never answered
      if (n === 4) {
        req.socket.destroy();
        return;
      }
      res.end('{}');
    });
    let respondidas = 0;
    const r = await cargar({
      url,
      conexiones: 1,
      cantidad: 6,
      esperaMs: 300,
      peticion,
      alResponder: () => (respondidas += 1),
    });

    expect(r).toMatchObject({ tiempoAgotado: 1, cortadas: 1 });
    expect(respondidas).toBe(4);
    expect(visto.peticiones).toBe(6);
    expect(visto.sockets.size).toBe(3);
  });

  it('opens a new connection after an answer that closes its own', async () => {
    const { url, visto } = await servidor((_req, res) => {
      res.setHeader('connection', 'close');
      res.end('{}');
    });
    const r = await cargar({ url, conexiones: 1, cantidad: 3, peticion, alResponder: () => {} });

    expect(r).toMatchObject({ tiempoAgotado: 0, cortadas: 0 });
    expect(r.latencias).toHaveLength(3);
    expect(visto.sockets.size).toBe(3);
  });
});
