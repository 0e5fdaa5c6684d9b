import { spawn } from 'node:child_process';
import net, { type AddressInfo, type ListenOptions, type Server } from 'node:net';

/**
 * More sockets accepting a server's new connections, so that a burst is accepted several at a
 * time (issue 30).
 *
 * Node (20 to 24 alike) accepts one new connection per listening socket per turn of its event
 * loop (libuv's `uv__server_io`: one `accept4` each time epoll wakes it). Under load a turn lasts
 * tens of ms, so a burst — 200 phones at the close, a balancer opening hundreds of connections to
 * an instance when 200 HQ screens read at once — waited seconds in the kernel's queue: behind
 * nginx, 1.200 connections opened, up to 269 waiting, 35 accepted a second, uploads and screens
 * 8 s late. With `n` more accepting sockets each turn accepts up to `n + 1`.
 *
 * Two ways, the first where Node has it:
 * - **`reusePort`** (`listen({ reusePort: true })`, Node ≥ 22.12 and ≥ 23.1, on Linux and the
 *   BSDs): the server and `n` more `net.Server`s listen on the same port, each a socket of its
 *   own with its own queue (the kernel spreads new connections among them); each hands what it
 *   accepts to the server with `server.emit('connection', socket)`, which is how Node's documents
 *   say a connection is given to an HTTP server. `hayReusePort` finds out by trying it.
 * - **Copies of the one socket** (`copiarEscucha`, for Node 20 and only when asked for:
 *   COPIAS_DE_ESCUCHA): the same kernel socket under more descriptors, passed to a short-lived
 *   child and back. It reaches into Node's private `_handle`; it goes when Node 20 does.
 */

/** The options of `listen` that Node ≥ 22.12 reads and Node 20's types do not name. */
type ConReusePort = ListenOptions & { reusePort?: boolean };

/** `server` listening with `opciones`, or the error that stopped it. */
function escucharEn(server: Server, opciones: ConReusePort): Promise<void> {
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(opciones, () => {
      server.off('error', reject);
      resolve();
    });
  });
}

const cerrarServidor = (server: Server) =>
  new Promise<void>((resolve) => (server.listening ? server.close(() => resolve()) : resolve()));

/**
 * Whether two sockets may listen on one port of `host` here (`reusePort`): tried on a free port.
 * Node 20 ignores the option, so its second socket fails (EADDRINUSE); a system without
 * SO_REUSEPORT refuses the first.
 */
export async function hayReusePort(host: string): Promise<boolean> {
  const primero = net.createServer();
  const segundo = net.createServer();
  try {
    await escucharEn(primero, { port: 0, host, reusePort: true });
    await escucharEn(segundo, { port: (primero.address() as AddressInfo).port, host, reusePort: true });
    return true;
  } catch {
    return false;
  } finally {
    await Promise.all([cerrarServidor(primero), cerrarServidor(segundo)]);
  }
}

/**
 * Fails as `listen` does (EADDRINUSE) when another socket already listens on `host:port`. A
 * socket listening with `reusePort` would otherwise share the port with another process that
 * asked for it too — a second instance started on the same port by mistake would take half the
 * connections instead of failing to start.
 */
export async function puertoLibre(port: number, host: string): Promise<void> {
  if (port === 0) return;
  const prueba = net.createServer();
  await escucharEn(prueba, { port, host, exclusive: true });
  await cerrarServidor(prueba);
}

/**
 * Opens `n` more sockets on `server`'s port (it listens already, with `reusePort: true`), each
 * handing what it accepts to `server`. Resolves to the function that stops them accepting and
 * waits until every connection they accepted has closed (each `net.Server` counts its own, and
 * the server they were handed to does not: call it with the server's `close()`).
 */
export async function abrirOyentes(server: Server, n: number, cola: number): Promise<() => Promise<void>> {
  const { port, address } = server.address() as AddressInfo;
  const oyentes: Server[] = [];
  const cerrar = () => Promise.all(oyentes.map(cerrarServidor)).then(() => undefined);
  try {
    for (let i = 0; i < n; i++) {
      // As an HTTP server's own socket options (node:http): half-open allowed, no Nagle delay.
      const oyente = net.createServer({ allowHalfOpen: true, noDelay: true }, (socket) => {
        // The server stopped listening: what an extra socket still accepted is closed, not served.
        if (!server.listening) socket.destroy();
        else server.emit('connection', socket);
      });
      oyentes.push(oyente);
      await escucharEn(oyente, { port, host: address, backlog: cola, reusePort: true });
    }
  } catch (error) {
    await cerrar();
    throw error;
  }
  return cerrar;
}

/** What Node's TCP handle offers (net.js and cluster use the same). */
interface Asa {
  onconnection: (error: number, cliente: Asa | undefined) => void;
  listen(cola: number): number;
  close(): void;
}

/** The child: sends back the socket it is given `n` times (n in the message), then waits to be let go. */
const HIJO = `
process.once('message', (n, asa) => {
  for (let i = 0; i < Number(n); i++) process.send('copia', asa);
});
process.once('disconnect', () => process.exit(0));
`;

/** Longest wait for the child to hand the copies back. */
const PLAZO_MS = 10_000;

/**
 * Node 20's way, opt-in: `copias` more descriptors of `server`'s one socket (it listens already).
 * Node has no call to duplicate a descriptor, but it passes sockets between processes: the socket
 * goes to a short-lived child over IPC and comes back `copias` times, each a descriptor of this
 * process's own (SCM_RIGHTS). It travels as the bare handle, which the child neither listens on nor
 * accepts from. Each copy hands what it accepts to the server's own handle, as cluster's workers
 * do with theirs: the server counts, serves and closes those connections as its own (`close()`
 * waits for them). Resolves to the function that closes the copies (call it when the server stops
 * listening, or they keep accepting).
 */
export function copiarEscucha(server: Server, copias: number, cola: number): Promise<() => void> {
  const principal = (server as unknown as { _handle?: Asa | null })._handle;
  if (!principal || copias < 1) return Promise.resolve(() => {});
  const abiertas: Asa[] = [];
  let cerradas = false;
  const cerrar = () => {
    cerradas = true;
    for (const copia of abiertas.splice(0)) copia.close();
  };
  return new Promise((resolve, reject) => {
    const hijo = spawn(process.execPath, ['-e', HIJO], {
      stdio: ['ignore', 'ignore', 'inherit', 'ipc'],
      // Nothing of this process's own options (a loader, a profiler) in the child.
      env: { ...process.env, NODE_OPTIONS: '' },
    });
    const fallar = (error: Error) => {
      clearTimeout(plazo);
      cerrar();
      hijo.kill();
      reject(error);
    };
    const plazo = setTimeout(
      () => fallar(new Error(`el proceso auxiliar no devolvió las copias en ${PLAZO_MS} ms`)),
      PLAZO_MS,
    );
    hijo.once('error', fallar);
    // Resolved once the child is gone: no other process holds the socket any more.
    hijo.once('exit', (code) => {
      if (abiertas.length === copias || cerradas) {
        clearTimeout(plazo);
        resolve(cerrar);
      } else fallar(new Error(`el proceso auxiliar salió con ${code}`));
    });
    hijo.on('message', (_mensaje, asa) => {
      const copia = asa as unknown as Asa | undefined;
      if (!copia) return fallar(new Error('el proceso auxiliar devolvió un mensaje sin socket'));
      if (cerradas) return copia.close();
      copia.onconnection = (error, cliente) => {
        // The server stopped listening: what a copy still accepted is closed, not served.
        if (cerradas || !server.listening) return cliente?.close();
        principal.onconnection(error, cliente);
      };
      const error = copia.listen(cola);
      if (error) {
        copia.close();
        return fallar(new Error(`una copia no pudo escuchar (${error})`));
      }
      abiertas.push(copia);
      if (abiertas.length === copias) hijo.disconnect();
    });
    try {
      hijo.send(String(copias), principal as never);
    } catch (error) {
      fallar(error as Error);
    }
  });
}
