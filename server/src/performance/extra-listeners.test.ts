import { spawnSync } from 'node:child_process';
import net from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { copiarEscucha } from './extra-listeners.js';

/** A child that opens `n` connections to the port, waits until the kernel completed them all, and leaves. */
const conectar = (port: number, n: number) =>
  spawnSync(
    process.execPath,
    [
      '-e',
      `let listas = 0;
       for (let i = 0; i < ${n}; i++)
         require('node:net').connect(${port}, '127.0.0.1').on('connect', () => ++listas === ${n} && process.exit(0));`,
    ],
    { timeout: 10_000 },
  );

/**
 * A server whose loop is held while `n` connections queue up (spawnSync blocks it), then the
 * most connections it accepted in one turn of its loop, and how many it counted as its own once
 * all were in (before closing them).
 */
async function aceptarRafaga(server: net.Server, n: number) {
  const { port } = server.address() as net.AddressInfo;
  let vuelta = 0;
  const porVuelta = new Map<number, number>();
  let todas = () => {};
  const llegaron = new Promise<void>((resolve) => (todas = resolve));
  const sockets: net.Socket[] = [];
  server.on('connection', (socket) => {
    sockets.push(socket);
    porVuelta.set(vuelta, (porVuelta.get(vuelta) ?? 0) + 1);
    if (sockets.length === n) todas();
  });
  // One tick per turn of the loop: accepts in the same turn share a value.
  let girando = true;
  const girar = () => {
    vuelta += 1;
    if (girando) setImmediate(girar);
  };
  expect(conectar(port, n).status).toBe(0);
  girar();
  await llegaron;
  girando = false;
  const abiertas = await new Promise<number>((resolve, reject) =>
    server.getConnections((e, k) => (e ? reject(e) : resolve(k))),
  );
  for (const socket of sockets) socket.destroy();
  return { maximoPorVuelta: Math.max(...porVuelta.values()), abiertas };
}

const escuchar = async () => {
  // Half-open allowed: a connection stays the server's after its client (the child) left.
  const server = net.createServer({ allowHalfOpen: true });
  await new Promise<void>((resolve) => server.listen({ port: 0, host: '127.0.0.1' }, resolve));
  return server;
};

describe('copias del socket que escucha (una ráfaga de conexiones nuevas)', () => {
  const abiertos: (() => void)[] = [];
  afterEach(() => {
    for (const cerrar of abiertos.splice(0)) cerrar();
  });

  it('sin copias, Node acepta una conexión por vuelta de su bucle', async () => {
    const server = await escuchar();
    abiertos.push(() => server.close());
    expect(await aceptarRafaga(server, 12)).toEqual({ maximoPorVuelta: 1, abiertas: 12 });
  });

  it('con 3 copias acepta hasta 4 por vuelta, todas como conexiones del propio servidor', async () => {
    const server = await escuchar();
    const cerrarCopias = await copiarEscucha(server, 3, 511);
    abiertos.push(cerrarCopias, () => server.close());
    // Counted as the server's own: close() waits for what its copies accepted.
    expect(await aceptarRafaga(server, 12)).toEqual({ maximoPorVuelta: 4, abiertas: 12 });
  });

  it('cerradas las copias y el servidor, el puerto ya no acepta conexiones', async () => {
    const server = await escuchar();
    const { port } = server.address() as net.AddressInfo;
    const cerrarCopias = await copiarEscucha(server, 2, 511);
    cerrarCopias();
    await new Promise((resolve) => server.close(resolve));
    const error = await new Promise<NodeJS.ErrnoException>((resolve) =>
      net
        .connect(port, '127.0.0.1')
        .on('error', resolve)
        .on('connect', () => resolve(new Error('aceptada'))),
    );
    expect(error.code).toBe('ECONNREFUSED');
  });

  it('sin cerrar las copias, el puerto seguiría aceptando aunque el servidor haya cerrado', async () => {
    const server = await escuchar();
    const { port } = server.address() as net.AddressInfo;
    const cerrarCopias = await copiarEscucha(server, 2, 511);
    abiertos.push(cerrarCopias);
    await new Promise((resolve) => server.close(resolve));
    const socket = net.connect(port, '127.0.0.1');
    // The copy accepts it and, the server being closed, closes it at once: never served.
    const fin = await new Promise<string>((resolve) => {
      socket.on('connect', () => socket.on('close', () => resolve('cerrada por el servidor')));
      socket.on('error', (e) => resolve(String(e)));
    });
    expect(fin).toBe('cerrada por el servidor');
  });
});
