// The last-mile bench's view of the phone's link (issue 44): a loopback proxy between Chromium
// and the server that shapes nothing (Chromium's own network emulation does, over CDP) and counts
// what the phone sends: the bytes of every write to /api (request line, headers and body, as they
// arrive — an upload cut halfway counts what got through), how many of them are open at once, and
// the photo each upload carried (its multipart part named `foto`, or a body sent as an image).
import http, { type IncomingMessage } from 'node:http';
import type { AddressInfo, Socket } from 'node:net';

export interface Escritura {
  metodo: string;
  ruta: string;
  inicio: number;
  bytes: number;
  /** The body's announced length (Content-Length; 0 when not announced). */
  largo: number;
  /** The answer's status; 0 when the phone (or the signal) cut it before an answer. */
  status: number;
  /** The photo this request carried, whole (only when the body arrived whole). */
  foto: Buffer | null;
}

/** The `foto` part of a multipart body, or the body itself when it is an image. */
function fotoDe(req: IncomingMessage, cuerpo: Buffer): Buffer | null {
  const tipo = req.headers['content-type'] ?? '';
  if (/^image\//.test(tipo) || tipo === 'application/offset+octet-stream') return cuerpo;
  const limite = /boundary=("?)([^";]+)\1/.exec(tipo)?.[2];
  if (!limite) return null;
  const marca = Buffer.from(`--${limite}`);
  let i = cuerpo.indexOf(marca);
  while (i >= 0) {
    const cabeza = cuerpo.indexOf('\r\n\r\n', i);
    if (cabeza < 0) return null;
    const siguiente = cuerpo.indexOf(marca, cabeza);
    if (/name="foto"/.test(cuerpo.toString('latin1', i, cabeza))) {
      return siguiente < 0 ? null : cuerpo.subarray(cabeza + 4, siguiente - 2);
    }
    i = siguiente;
  }
  return null;
}

export class Contador {
  readonly escrituras: Escritura[] = [];
  enVuelo = 0;
  maxEnVuelo = 0;
  private servidor: http.Server | null = null;
  private readonly sockets = new Set<Socket>();
  private cortado = false;
  private readonly agente = new http.Agent({ keepAlive: true });

  constructor(private readonly destino: string) {}

  /** Starts counting afresh (a new network, a new acta). */
  reiniciar(): void {
    this.escrituras.length = 0;
    this.maxEnVuelo = this.enVuelo;
  }

  async abrir(): Promise<string> {
    const destino = new URL(this.destino);
    this.servidor = http.createServer((req, res) => {
      const escritura =
        req.method !== 'GET' && req.method !== 'HEAD' && (req.url ?? '').startsWith('/api/')
          ? this.anotar(req)
          : null;
      const trozos: Buffer[] = [];
      let terminada = false;
      const cerrar = () => {
        if (!escritura || terminada) return;
        terminada = true;
        this.enVuelo -= 1;
      };
      req.on('data', (d: Buffer) => {
        if (!escritura) return;
        escritura.bytes += d.length;
        trozos.push(d);
      });
      const arriba = http.request(
        {
          host: destino.hostname,
          port: destino.port,
          method: req.method,
          path: req.url,
          headers: req.headers,
          agent: this.agente,
        },
        (r) => {
          if (escritura) escritura.status = r.statusCode ?? 0;
          res.writeHead(r.statusCode ?? 502, r.headers);
          r.pipe(res);
          r.on('end', cerrar);
        },
      );
      arriba.on('error', () => {
        cerrar();
        res.destroy();
      });
      req.on('end', () => {
        if (escritura) escritura.foto = fotoDe(req, Buffer.concat(trozos));
      });
      // The phone gave up (a timeout, its signal gone): the server's side goes too.
      res.on('close', () => {
        if (!res.writableFinished) arriba.destroy();
        cerrar();
      });
      req.pipe(arriba);
    });
    this.servidor.on('connection', (s: Socket) => {
      if (this.cortado) return s.destroy();
      this.sockets.add(s);
      s.on('close', () => this.sockets.delete(s));
    });
    this.servidor.keepAliveTimeout = 60_000;
    await new Promise<void>((r) => this.servidor!.listen(0, '127.0.0.1', r));
    return `http://127.0.0.1:${(this.servidor.address() as AddressInfo).port}`;
  }

  private anotar(req: IncomingMessage): Escritura {
    let cabecera = `${req.method} ${req.url} HTTP/1.1\r\n\r\n`.length;
    for (let i = 0; i < req.rawHeaders.length; i += 2) {
      cabecera += req.rawHeaders[i]!.length + req.rawHeaders[i + 1]!.length + 4;
    }
    const e: Escritura = {
      metodo: req.method ?? '',
      ruta: req.url ?? '',
      inicio: performance.now(),
      bytes: cabecera,
      largo: Number(req.headers['content-length'] ?? 0),
      status: 0,
      foto: null,
    };
    this.escrituras.push(e);
    this.enVuelo += 1;
    this.maxEnVuelo = Math.max(this.maxEnVuelo, this.enVuelo);
    return e;
  }

  /**
   * The signal goes: every connection of the phone's is cut at once (an upload in flight breaks
   * where it was, as when a phone loses its signal) and none is taken until `volver`.
   */
  cortar(): void {
    this.cortado = true;
    for (const s of this.sockets) s.destroy();
  }

  volver(): void {
    this.cortado = false;
  }

  /** Bytes the phone sent in writes since the last reset. */
  get bytes(): number {
    return this.escrituras.reduce((s, e) => s + e.bytes, 0);
  }

  /** The largest photo the phone sent whole since the last reset (what HQ keeps). */
  get foto(): Buffer | null {
    return this.escrituras.reduce<Buffer | null>(
      (m, e) => (e.foto && (!m || e.foto.length > m.length) ? e.foto : m),
      null,
    );
  }

  async cerrar(): Promise<void> {
    this.agente.destroy();
    this.servidor?.closeAllConnections();
    await new Promise((r) => this.servidor?.close(r));
  }
}
