import { spawnSync } from 'node:child_process';
import net from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { abrirOyentes, copiarEscucha, hayReusePort, puertoLibre } from './extra-listeners.js';

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
async function aceptarRafaga(server: net.Server, n: number, conservar = false) {
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
  if (!conservar) for (const socket of sockets) socket.destroy();
  return { maximoPorVuelta: Math.max(...porVuelta.values()), abiertas, sockets };
}

const escuchar = async (reusePort = false) => {
  // Half-open allowed: a connection stays the server's after its client (the child) left.
  const server = net.createServer({ allowHalfOpen: true });
  // `reusePort` is not in Node 20's types; Node 20 ignores it.
  const opciones: net.ListenOptions & { reusePort?: boolean } = { port: 0, host: '127.0.0.1', reusePort };
  await new Promise<void>((resolve) => server.listen(opciones, resolve));
  return server;
};

/** Whether this Node has `listen({ reusePort })`: its release notes (22.12, 23.1), not the code under test. */
const [mayor = 0, menor = 0] = process.versions.node.split('.').map(Number);
const nodeConReusePort = mayor > 23 || (mayor === 23 && menor >= 1) || (mayor === 22 && menor >= 12);

const rechazada = (port: number) =>
  new Promise<NodeJS.ErrnoException>((resolve) =>
    net
      .connect(port, '127.0.0.1')
      .on('error', resolve)
      .on('connect', () => resolve(new Error('aceptada'))),
  );

describe(`sockets de escucha extra (una ráfaga de conexiones nuevas; Node ${process.version})`, () => {
  const abiertos: (() => void)[] = [];
  afterEach(() => {
    for (const cerrar of abiertos.splice(0)) cerrar();
  });

  it('sin sockets extra, Node acepta una conexión por vuelta de su bucle', async () => {
    const server = await escuchar();
    abiertos.push(() => server.close());
    expect(await aceptarRafaga(server, 12)).toMatchObject({ maximoPorVuelta: 1, abiertas: 12 });
  });

  it(`hayReusePort dice si este Node deja escuchar a dos sockets en un puerto (${nodeConReusePort ? 'sí' : 'no'})`, async () => {
    expect(await hayReusePort('127.0.0.1')).toBe(nodeConReusePort);
  });

  it('puertoLibre falla como listen (EADDRINUSE) si otro socket escucha ya en el puerto, también con reusePort', async () => {
    const otro = await escuchar(nodeConReusePort);
    abiertos.push(() => otro.close());
    const { port } = otro.address() as net.AddressInfo;
    await expect(puertoLibre(port, '127.0.0.1')).rejects.toMatchObject({ code: 'EADDRINUSE' });
    otro.close();
    await expect(puertoLibre(port, '127.0.0.1')).resolves.toBeUndefined();
  });

  if (nodeConReusePort) {
    it('con reusePort, 3 sockets más aceptan hasta 4 por vuelta y se las dan al servidor; cerrarlos espera a sus conexiones', async () => {
      const server = await escuchar(true);
      const cerrar = await abrirOyentes(server, 3, 511);
      abiertos.push(
        () => void cerrar(),
        () => server.close(),
      );
      // 40 connections: the kernel spreads them among the 4 sockets, so each has some (all but
      // certainly) and the first turn accepts one from each.
      const { maximoPorVuelta, sockets } = await aceptarRafaga(server, 40, true);
      expect(maximoPorVuelta).toBe(4);
      // Those the extra sockets accepted are counted by them, not by the server (its own are
      // `propias`): closing them waits until the last of theirs has closed (here one socket
      // closes per turn of the loop).
      const propias = await new Promise<number>((resolve, reject) =>
        server.getConnections((e, k) => (e ? reject(e) : resolve(k))),
      );
      expect(propias).toBeLessThan(sockets.length);
      let restantes = sockets.length;
      const cerradas = cerrar().then(() => restantes);
      for (const socket of sockets) {
        await new Promise((resolve) => setImmediate(resolve));
        socket.destroy();
        restantes -= 1;
      }
      expect(await cerradas).toBeLessThanOrEqual(propias);
    });

    it('con reusePort, cerrados los sockets extra y el servidor, el puerto ya no acepta conexiones; sin cerrarlos, lo que aceptan se cierra sin servirlo', async () => {
      const server = await escuchar(true);
      const { port } = server.address() as net.AddressInfo;
      const cerrar = await abrirOyentes(server, 2, 511);
      await new Promise((resolve) => server.close(resolve));
      let servidas = 0;
      server.on('connection', () => (servidas += 1));
      const socket = net.connect(port, '127.0.0.1');
      const fin = await new Promise<string>((resolve) => {
        socket.on('connect', () => socket.on('close', () => resolve('cerrada por el servidor')));
        socket.on('error', (e) => resolve(String(e)));
      });
      expect({ fin, servidas }).toEqual({ fin: 'cerrada por el servidor', servidas: 0 });
      await cerrar();
      expect((await rechazada(port)).code).toBe('ECONNREFUSED');
    });
  } else {
    it('sin reusePort (Node 20) un socket más en el puerto del servidor no se abre: EADDRINUSE', async () => {
      const server = await escuchar(true);
      abiertos.push(() => server.close());
      await expect(abrirOyentes(server, 3, 511)).rejects.toMatchObject({ code: 'EADDRINUSE' });
    });
  }

  it('con 3 copias (Node 20, a pedido) acepta hasta 4 por vuelta, todas como conexiones del propio servidor', async () => {
    const server = await escuchar();
    const cerrarCopias = await copiarEscucha(server, 3, 511);
    abiertos.push(cerrarCopias, () => server.close());
    // Counted as the server's own: close() waits for what its copies accepted.
    expect(await aceptarRafaga(server, 12)).toMatchObject({ maximoPorVuelta: 4, abiertas: 12 });
  });

  it('cerradas las copias y el servidor, el puerto ya no acepta conexiones', async () => {
    const server = await escuchar();
    const { port } = server.address() as net.AddressInfo;
    const cerrarCopias = await copiarEscucha(server, 2, 511);
    cerrarCopias();
    await new Promise((resolve) => server.close(resolve));
    expect((await rechazada(port)).code).toBe('ECONNREFUSED');
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
