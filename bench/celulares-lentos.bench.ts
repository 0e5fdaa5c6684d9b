// Phones on a slow network beside phones on a good one (issue 30): 96 delegates (twice the
// uploads an instance handles at once, ENVIOS_A_LA_VEZ) send their acta's 200 KB photo at
// 3G speed, about 50 KB/s (4 s each), while 20 others on a good network send theirs in a closed
// loop. Printed: what the good network's actas waited (p50/p99/max) and how long the slow ones
// took. An instance reads each body whole before it enters the uploads' line, so the slow phones
// hold memory, not places in the line. Goal: the good network's p99 < 1 s while the slow ones
// upload, 0 errors. SQLite, one instance, no balancer in front (nginx would buffer the bodies
// itself: this is the deployment without one).
import { connect } from 'node:net';
import { rm } from 'node:fs/promises';
import { cargar } from './carga.js';
import { limite, partes, peticionDeActa } from './actas-envio.js';
import { prepararDiaD, servirDiaD } from './dia-d-datos.js';
import { fmt, Goals, percentil } from './lib.js';

const LENTOS = 96;
const PEDAZOS = 20;
const PAUSA_MS = 200;
const RAPIDAS = 20;
const ACTAS_RAPIDAS = 600;

const datos = await prepararDiaD(LENTOS + ACTAS_RAPIDAS, 'comando-bench-lentos-');
const servidor = await servirDiaD(datos);
const { hostname, port } = new URL(servidor.url);
const pausa = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** One delegate's acta sent over a raw socket in PEDAZOS pieces PAUSA_MS apart: its status and ms. */
async function lento(token: string): Promise<{ status: number; ms: number }> {
  const cuerpo = Buffer.concat(partes());
  const cabecera = Buffer.from(
    `POST /api/delegado/acta HTTP/1.1\r\nHost: ${hostname}:${port}\r\n` +
      `Cookie: comando_sesion=${token}\r\nContent-Type: multipart/form-data; boundary=${limite}\r\n` +
      `Content-Length: ${cuerpo.length}\r\nConnection: close\r\n\r\n`,
  );
  const t0 = performance.now();
  const socket = connect(Number(port), hostname);
  let respuesta = '';
  const fin = new Promise<number>((resolve) => {
    socket.on('data', (d: Buffer) => (respuesta += d.toString('latin1')));
    socket.on('close', () => resolve(Number(/^HTTP\/1\.1 (\d{3})/.exec(respuesta)?.[1] ?? 0)));
    socket.on('error', () => undefined);
  });
  socket.write(cabecera);
  const trozo = Math.ceil(cuerpo.length / PEDAZOS);
  for (let i = 0; i < cuerpo.length; i += trozo) {
    await pausa(PAUSA_MS);
    if (!socket.destroyed) socket.write(cuerpo.subarray(i, i + trozo));
  }
  const status = await fin;
  return { status, ms: performance.now() - t0 };
}

try {
  console.log(
    `${LENTOS} celulares a ~${fmt(200 / ((PEDAZOS * PAUSA_MS) / 1000))} KB/s (${fmt((PEDAZOS * PAUSA_MS) / 1000)} s por foto de 200 KB) y ${RAPIDAS} conexiones buenas con ${ACTAS_RAPIDAS} actas, SQLite-1 sin balanceador:`,
  );
  const lentos = Promise.all(datos.tokens.slice(0, LENTOS).map((t) => lento(t)));
  // The good network's phones start once every slow upload has begun.
  await pausa(PAUSA_MS * 2);
  const propios = datos.tokens.slice(LENTOS);
  let siguiente = 0;
  let errores = 0;
  const t0 = performance.now();
  const rapidas = await cargar({
    url: servidor.url,
    conexiones: RAPIDAS,
    cantidad: propios.length,
    peticion: () => peticionDeActa(propios[siguiente++]!),
    alResponder: ({ status }) => {
      if (status >= 300) errores += 1;
    },
  });
  const segundos = (performance.now() - t0) / 1000;
  const lentas = await lentos;
  errores += rapidas.tiempoAgotado + rapidas.cortadas;
  const erroresLentos = lentas.filter((l) => l.status !== 201).length;
  const l = rapidas.latencias;
  const p99 = percentil(l, 0.99);
  console.log(
    `  red buena: ${fmt(l.length / segundos)} actas/s, p50 ${fmt(percentil(l, 0.5))} ms, p99 ${fmt(p99)} ms, máx ${fmt(Math.max(...l))} ms, ${fmt(errores)} errores`,
  );
  const ms = lentas.map((x) => x.ms);
  console.log(
    `  red lenta: p50 ${fmt(percentil(ms, 0.5))} ms, máx ${fmt(Math.max(...ms))} ms por acta (su envío solo dura ${fmt(PEDAZOS * PAUSA_MS)} ms), ${fmt(erroresLentos)} errores`,
  );
  const metas = new Goals();
  metas.check('p99 de la red buena mientras suben los lentos', p99 < 1000, `${fmt(p99)} ms`, '< 1.000 ms');
  metas.check('errores', errores + erroresLentos === 0, fmt(errores + erroresLentos), '0');
  metas.finish();
} finally {
  await servidor.close();
  await rm(datos.dir, { recursive: true, force: true });
}
