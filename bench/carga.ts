// The phones of election night as a load generator (issue 30): `conexiones` keep-alive HTTP/1.1
// connections, each sending its next request as soon as the previous one is answered (a closed
// loop, as autocannon does), until `cantidad` requests have been sent.
//
// Why not autocannon, which the other benches use: it copies every request into one new buffer
// (headers and body), and the bench made a new 200 KB body per acta besides. On this 2-core
// machine the load generator shares the cores with what it measures, and those 400 KB a request
// kept its garbage collector busy: 1,3–1,8 ms of CPU per acta against 0,35–0,48 when the same
// bodies went to the bare baseline (docs/rendimiento.md, twelfth pass). Here a request is written
// as the parts it is made of (the photo shared by every request, the few bytes that make it an
// acta of its own), in one writev, and nothing of it is copied.
import net from 'node:net';

export interface Peticion {
  metodo: string;
  ruta: string;
  cabeceras: Record<string, string>;
  /** The body's parts, written one after the other (Content-Length is their sum). */
  partes: Buffer[];
}

interface Respuesta {
  status: number;
  cuerpo: string;
}

export interface Carga {
  /** Milliseconds from each request's first byte written to its answer's last byte read. */
  latencias: number[];
  /** Requests unanswered after `esperaMs`: their connection is closed and opened again. */
  tiempoAgotado: number;
  /** Requests whose connection failed or was closed before their answer. */
  cortadas: number;
}

export interface OpcionesDeCarga {
  url: string;
  conexiones: number;
  cantidad: number;
  peticion: () => Peticion;
  /** Called at each answer, with when its request was sent (performance.now()) and what it waited. */
  alResponder: (respuesta: Respuesta, enviada: number, ms: number) => void;
  esperaMs?: number;
}

const FIN_DE_CABECERAS = Buffer.from('\r\n\r\n');

class FalloDeConexion extends Error {
  constructor(readonly tipo: 'tiempo' | 'cortada') {
    super(tipo);
  }
}

/** One keep-alive connection: one request at a time, its answer read to the last byte. */
class Conexion {
  private socket: net.Socket | undefined;
  private recibido: Buffer = Buffer.alloc(0);
  private espera:
    | { resolve: (r: Respuesta) => void; reject: (e: FalloDeConexion) => void; reloj: NodeJS.Timeout }
    | undefined;

  constructor(
    private readonly host: string,
    private readonly port: number,
    private readonly esperaMs: number,
  ) {}

  enviar(p: Peticion): Promise<Respuesta> {
    if (!this.socket || this.socket.destroyed) this.abrir();
    const socket = this.socket!;
    const largo = p.partes.reduce((s, b) => s + b.length, 0);
    const cabeceras = Object.entries({
      ...p.cabeceras,
      host: `${this.host}:${this.port}`,
      'content-length': String(largo),
    })
      .map(([k, v]) => `${k}: ${v}\r\n`)
      .join('');
    return new Promise((resolve, reject) => {
      const reloj = setTimeout(() => this.fallar(new FalloDeConexion('tiempo')), this.esperaMs);
      this.espera = { resolve, reject, reloj };
      socket.cork();
      socket.write(`${p.metodo} ${p.ruta} HTTP/1.1\r\n${cabeceras}\r\n`);
      for (const parte of p.partes) socket.write(parte);
      socket.uncork();
    });
  }

  cerrar(): void {
    const socket = this.socket;
    this.socket = undefined;
    socket?.destroy();
  }

  private abrir(): void {
    this.recibido = Buffer.alloc(0);
    const socket = net.connect({ host: this.host, port: this.port, noDelay: true });
    // An earlier connection's last events (its close after a time-out) are not this one's.
    const propio = (fn: () => void) => () => {
      if (this.socket === socket) fn();
    };
    socket.on('data', (d: Buffer) => propio(() => this.leer(d))());
    socket.on(
      'error',
      propio(() => this.fallar(new FalloDeConexion('cortada'))),
    );
    socket.on(
      'close',
      propio(() => this.fallar(new FalloDeConexion('cortada'))),
    );
    this.socket = socket;
  }

  private fallar(error: FalloDeConexion): void {
    const espera = this.espera;
    const socket = this.socket;
    this.espera = undefined;
    this.socket = undefined;
    socket?.destroy();
    if (espera) {
      clearTimeout(espera.reloj);
      espera.reject(error);
    }
  }

  private leer(d: Buffer): void {
    this.recibido = this.recibido.length ? Buffer.concat([this.recibido, d]) : d;
    const fin = this.recibido.indexOf(FIN_DE_CABECERAS);
    if (fin < 0) return;
    const lineas = this.recibido.subarray(0, fin).toString('latin1').split('\r\n');
    const status = Number(lineas[0]?.split(' ')[1]);
    const cabeceras = new Map(
      lineas.slice(1).map((l) => {
        const i = l.indexOf(':');
        return [l.slice(0, i).trim().toLowerCase(), l.slice(i + 1).trim()] as const;
      }),
    );
    const inicio = fin + FIN_DE_CABECERAS.length;
    let cuerpo: Buffer;
    let resto: Buffer;
    if (cabeceras.get('transfer-encoding')?.includes('chunked')) {
      const trozos = leerTrozos(this.recibido.subarray(inicio));
      if (!trozos) return;
      [cuerpo, resto] = trozos;
    } else {
      const largo = Number(cabeceras.get('content-length') ?? 0);
      if (this.recibido.length < inicio + largo) return;
      cuerpo = this.recibido.subarray(inicio, inicio + largo);
      resto = this.recibido.subarray(inicio + largo);
    }
    this.recibido = resto;
    const espera = this.espera;
    this.espera = undefined;
    // The server closes this connection after its answer: the next request opens another.
    if (cabeceras.get('connection')?.toLowerCase() === 'close') {
      const socket = this.socket;
      this.socket = undefined;
      socket?.destroy();
    }
    if (espera) {
      clearTimeout(espera.reloj);
      espera.resolve({ status, cuerpo: cuerpo.toString('utf8') });
    }
  }
}

/** A chunked body complete in `b`: the body and what follows it, or undefined while incomplete. */
function leerTrozos(b: Buffer): [Buffer, Buffer] | undefined {
  const trozos: Buffer[] = [];
  let i = 0;
  for (;;) {
    const finLinea = b.indexOf('\r\n', i);
    if (finLinea < 0) return undefined;
    const largo = parseInt(b.subarray(i, finLinea).toString('latin1'), 16);
    const inicio = finLinea + 2;
    if (b.length < inicio + largo + 2) return undefined;
    if (largo === 0) return [Buffer.concat(trozos), b.subarray(inicio + 2)];
    trozos.push(b.subarray(inicio, inicio + largo));
    i = inicio + largo + 2;
  }
}

/** Sends `cantidad` requests at `conexiones` connections, each sending its next as soon as answered. */
export async function cargar(o: OpcionesDeCarga): Promise<Carga> {
  const { hostname, port } = new URL(o.url);
  const resultado: Carga = { latencias: [], tiempoAgotado: 0, cortadas: 0 };
  let enviadas = 0;
  const conexion = async () => {
    const c = new Conexion(hostname, Number(port), o.esperaMs ?? 10_000);
    try {
      while (enviadas < o.cantidad) {
        enviadas += 1;
        const p = o.peticion();
        const enviada = performance.now();
        try {
          const r = await c.enviar(p);
          const ms = performance.now() - enviada;
          resultado.latencias.push(ms);
          o.alResponder(r, enviada, ms);
        } catch (error) {
          if (!(error instanceof FalloDeConexion)) throw error;
          if (error.tipo === 'tiempo') resultado.tiempoAgotado += 1;
          else resultado.cortadas += 1;
        }
      }
    } finally {
      c.cerrar();
    }
  };
  await Promise.all(Array.from({ length: Math.min(o.conexiones, o.cantidad) }, conexion));
  return resultado;
}
