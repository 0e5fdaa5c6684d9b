// Election night's load (issue 30): every delegate sends the acta of the mesa with a 200 KB
// photo, at 200 connections, split evenly across the instances given. Used by actas.bench.ts.
import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { createRequire } from 'node:module';
import { cargar, type Peticion } from './carga.js';
import { fmt, percentil } from './lib.js';

export const CONEXIONES = 200;
export const FOTO_KB = 200;

// A photo of about 200 KB: noise does not compress, as a real photo of paper barely does.
const sharp = createRequire(import.meta.url)('sharp') as typeof import('sharp').default;
const lado = 580;
export const foto = await sharp(randomBytes(lado * lado * 3), {
  raw: { width: lado, height: lado, channels: 3 },
})
  .jpeg({ quality: 80 })
  .toBuffer();

export const limite = '----comandoBench';
const azar = (min: number, max: number) => min + Math.floor(Math.random() * (max - min + 1));

/**
 * Each acta its own figures and its own photo, as on a real night: the same figures or the same
 * photo on two mesas is what the rules flag (issue 28), and every acta flagged is not a night.
 * The photo differs by a segment of 16 random bytes after its start (an APP0, which the server
 * keeps), so its hash is its own and the image is the same. Beside it, its SHA-256, as the
 * delegate's phone sends it (issue 29; web/src/delegado/acta.ts), which the server checks. The
 * body is the parts it is made of: the photo's bytes are the one buffer every request shares
 * (carga.ts writes them as they are).
 */
export function partes(): Buffer[] {
  const campo = (n: string, v: string) =>
    `--${limite}\r\nContent-Disposition: form-data; name="${n}"\r\n\r\n${v}\r\n`;
  const propia = Buffer.concat([Buffer.from([0xff, 0xe0, 0x00, 0x12]), randomBytes(16)]);
  const huella = createHash('sha256').update(inicioDeFoto).update(propia).update(restoDeFoto).digest('hex');
  return [
    Buffer.from(
      campo('id', randomUUID()) +
        campo('votos', JSON.stringify({ ALFA: azar(20, 45), BETA: azar(10, 30), GAMA: azar(0, 10) })) +
        campo('blancos', String(azar(0, 3))) +
        campo('nulos', String(azar(0, 2))) +
        campo('sha256', huella) +
        `--${limite}\r\nContent-Disposition: form-data; name="foto"; filename="acta.jpg"\r\nContent-Type: image/jpeg\r\n\r\n`,
    ),
    inicioDeFoto,
    propia,
    restoDeFoto,
    finDelCuerpo,
  ];
}

const inicioDeFoto = foto.subarray(0, 2);
const restoDeFoto = foto.subarray(2);
const finDelCuerpo = Buffer.from(`\r\n--${limite}--\r\n`);

/** One delegate's acta (the session `token`'s) as the load generator sends it. */
export function peticionDeActa(token: string): Peticion {
  return {
    metodo: 'POST',
    ruta: '/api/delegado/acta',
    cabeceras: {
      cookie: `comando_sesion=${token}`,
      'content-type': `multipart/form-data; boundary=${limite}`,
    },
    partes: partes(),
  };
}

/** What one run of actas against a deployment gave. */
export interface Envio {
  actas: number;
  rps: number;
  p50: number;
  p99: number;
  max: number;
  /** Refused or lost requests by kind: "tiempo agotado", "conexión", "503 El almacenamiento…". */
  errores: Map<string, number>;
  /** Actas acknowledged (2xx). */
  reconocidas: number;
  /** Seconds the run took. */
  segundos: number;
  /**
   * Requests sent once the run's first second was over, when every connection is open: their
   * p99 and max (ms). The first requests of a run wait for their connection to be accepted
   * (docs/rendimiento.md, "sixth pass"); this is the steady state apart from that ramp. None
   * when the run was over within its first second.
   */
  tras1s?: { p99: number; max: number };
  /** How late the load generator's own event loop ran (p99, max ms): late, it sends late. */
  bucle: { p99: number; max: number };
}

export const totalErrores = (e: Envio) => [...e.errores.values()].reduce((a, b) => a + b, 0);

/**
 * One acta per delegate session, made before a run starts: each hashes its 200 KB photo, which
 * inside the run would be the load generator's work, not the servers'.
 */
export const actasDe = (tokens: string[]): Peticion[] => tokens.map(peticionDeActa);

/**
 * Sends `actas` at CONEXIONES connections split evenly across `urls` (carga.ts for each
 * instance, their latencies merged). `alReconocer` is called at each acknowledgement (the truth
 * the watchers are compared with).
 */
export async function enviar(
  urls: string[],
  actas: Peticion[],
  alReconocer: () => void = () => {},
): Promise<Envio> {
  const errores = new Map<string, number>();
  const anotar = (clave: string, n = 1) => errores.set(clave, (errores.get(clave) ?? 0) + n);
  let reconocidas = 0;
  const porInstancia = Math.ceil(actas.length / urls.length);
  const t0 = performance.now();
  let ultima = t0;
  // What the requests sent once the first second was over waited.
  const tras1s: number[] = [];
  const bucle = monitorEventLoopDelay({ resolution: 10 });
  bucle.enable();
  const cargas = await Promise.all(
    urls.map((url, i) => {
      const propias = actas.slice(i * porInstancia, (i + 1) * porInstancia);
      let siguiente = 0;
      return cargar({
        url,
        conexiones: Math.round(CONEXIONES / urls.length),
        cantidad: propias.length,
        peticion: () => propias[siguiente++]!,
        alResponder: ({ status, cuerpo }, enviada, ms) => {
          ultima = performance.now();
          if (enviada - t0 > 1000) tras1s.push(ms);
          if (status < 300) {
            reconocidas += 1;
            alReconocer();
            return;
          }
          let mensaje = cuerpo.slice(0, 120);
          try {
            mensaje = (JSON.parse(cuerpo) as { error?: string }).error ?? mensaje;
          } catch {
            // not JSON: the text as it came
          }
          anotar(`${status} ${mensaje}`);
        },
      });
    }),
  );
  bucle.disable();
  const segundos = (ultima - t0) / 1000;
  const latencias = cargas.flatMap((c) => c.latencias);
  const agotadas = cargas.reduce((s, c) => s + c.tiempoAgotado, 0);
  const cortadas = cargas.reduce((s, c) => s + c.cortadas, 0);
  if (agotadas) anotar('tiempo agotado (10 s)', agotadas);
  if (cortadas) anotar('conexión cortada o rechazada', cortadas);
  return {
    actas: actas.length,
    rps: reconocidas / segundos,
    p50: percentil(latencias, 0.5),
    p99: percentil(latencias, 0.99),
    max: latencias.length ? Math.max(...latencias) : 0,
    errores,
    reconocidas,
    segundos,
    ...(tras1s.length ? { tras1s: { p99: percentil(tras1s, 0.99), max: Math.max(...tras1s) } } : {}),
    bucle: { p99: bucle.percentile(99) / 1e6, max: bucle.max / 1e6 },
  };
}

const lineaTras1s = ({ tras1s: t }: Envio) =>
  t ? `; tras el primer segundo p99 ${fmt(t.p99)} ms, máx ${fmt(t.max)} ms` : '';

export const lineaEnvio = (e: Envio) =>
  `${fmt(e.rps)} actas/s, p50 ${fmt(e.p50)} ms, p99 ${fmt(e.p99)} ms, máx ${fmt(e.max)} ms, ${fmt(totalErrores(e))} errores${lineaTras1s(e)}; el bucle de la carga se atrasó p99 ${fmt(e.bucle.p99)} ms, máx ${fmt(e.bucle.max)} ms`;
