// The extra listening sockets (server/src/performance/extra-listeners.ts, COPIAS_DE_ESCUCHA):
// what they buy and what they cost, on the Node that runs this.
// - A burst: 200 connections wait in the kernel's queue while the server's loop is held, then the
//   server, whose every turn of its loop takes 10 ms (an instance under load), accepts them: how
//   long until the last is accepted, with no extra sockets and with 8 and 64 (reusePort where this
//   Node has it, and Node 20's copies of the socket).
// - Lone connections: 2.000 opened one after another, the server's CPU per connection (a new
//   connection may wake every extra socket).
// Run: npm run bench escucha   (under another Node: PATH=<node>/bin:$PATH npm run bench escucha)
import { spawn, spawnSync } from 'node:child_process';
import net from 'node:net';
import { abrirOyentes, copiarEscucha, hayReusePort } from '../server/src/performance/extra-listeners.js';
import { fmt, percentil } from './lib.js';

const RAFAGA = 200;
const VUELTA_MS = 10;
const SUELTAS = 2000;
const REPETICIONES = 5;
const COLA = 4096;

type Modo = { nombre: string; abrir: (server: net.Server) => Promise<() => unknown> };

const reusePort = await hayReusePort('127.0.0.1');
const modos: Modo[] = [{ nombre: 'ninguno', abrir: async () => () => {} }];
for (const n of [8, 64]) {
  if (reusePort) modos.push({ nombre: `${n} con reusePort`, abrir: (s) => abrirOyentes(s, n, COLA) });
  modos.push({ nombre: `${n} copias`, abrir: (s) => copiarEscucha(s, n, COLA) });
}

async function servidor(conReusePort: boolean) {
  const server = net.createServer({ allowHalfOpen: true });
  const opciones: net.ListenOptions & { reusePort?: boolean } = {
    port: 0,
    host: '127.0.0.1',
    backlog: COLA,
    ...(conReusePort ? { reusePort: true } : {}),
  };
  await new Promise<void>((resolve) => server.listen(opciones, resolve));
  return server;
}

/** Milliseconds until the last of RAFAGA queued connections is accepted, each turn taking VUELTA_MS. */
async function rafaga(modo: Modo): Promise<number> {
  const server = await servidor(modo.nombre.includes('reusePort'));
  const cerrar = await modo.abrir(server);
  const { port } = server.address() as net.AddressInfo;
  const sockets: net.Socket[] = [];
  let listo = () => {};
  const todas = new Promise<void>((resolve) => (listo = resolve));
  server.on('connection', (s) => {
    sockets.push(s);
    if (sockets.length === RAFAGA) listo();
  });
  // The loop is held while a child opens them all (the kernel completes each handshake).
  const hijo = spawnSync(
    process.execPath,
    [
      '-e',
      `let n = 0; for (let i = 0; i < ${RAFAGA}; i++) require('node:net').connect(${port}, '127.0.0.1').on('connect', () => ++n === ${RAFAGA} && process.exit(0));`,
    ],
    { timeout: 20_000 },
  );
  if (hijo.status !== 0) throw new Error('el proceso que conecta falló');
  const t0 = performance.now();
  let cargado = true;
  const ocupar = () => {
    const fin = performance.now() + VUELTA_MS;
    while (performance.now() < fin);
    if (cargado) setImmediate(ocupar);
  };
  setImmediate(ocupar);
  await todas;
  const ms = performance.now() - t0;
  cargado = false;
  for (const s of sockets) s.destroy();
  await cerrar();
  await new Promise((resolve) => server.close(resolve));
  return ms;
}

/** The server's CPU µs per connection over SUELTAS connections opened one after another. */
async function sueltas(modo: Modo): Promise<number> {
  const server = await servidor(modo.nombre.includes('reusePort'));
  const cerrar = await modo.abrir(server);
  const { port } = server.address() as net.AddressInfo;
  server.on('connection', (s) => s.on('end', () => s.destroy()));
  const antes = process.cpuUsage();
  const hijo = spawn(process.execPath, [
    '-e',
    `const net = require('node:net'); let i = 0;
     const una = () => { if (i++ === ${SUELTAS}) return process.exit(0);
       const c = net.connect(${port}, '127.0.0.1', () => c.end()); c.on('close', una); };
     una();`,
  ]);
  await new Promise((resolve) => hijo.on('exit', resolve));
  const u = process.cpuUsage(antes);
  await cerrar();
  await new Promise((resolve) => server.close(resolve));
  return (u.user + u.system) / SUELTAS;
}

console.log(
  `Node ${process.version}, reusePort ${reusePort ? 'sí' : 'no'}; ${REPETICIONES} repeticiones, modos intercalados`,
);
const medidas = new Map(modos.map((m) => [m.nombre, { rafaga: [] as number[], sueltas: [] as number[] }]));
for (let r = 0; r < REPETICIONES; r++) {
  for (const modo of r % 2 ? [...modos].reverse() : modos) {
    const m = medidas.get(modo.nombre)!;
    m.rafaga.push(await rafaga(modo));
    m.sueltas.push(await sueltas(modo));
  }
}
for (const modo of modos) {
  const m = medidas.get(modo.nombre)!;
  const rango = (xs: number[], d = 0) =>
    `mediana ${fmt(percentil(xs, 0.5), d)} (${fmt(Math.min(...xs), d)}–${fmt(Math.max(...xs), d)})`;
  console.log(
    `  ${modo.nombre.padEnd(18)} ráfaga de ${RAFAGA} con vueltas de ${VUELTA_MS} ms: ${rango(m.rafaga)} ms; una conexión suelta: ${rango(m.sueltas)} µs de CPU`,
  );
}
