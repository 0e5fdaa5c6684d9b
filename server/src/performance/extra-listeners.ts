import { spawn } from 'node:child_process';
import type { Server } from 'node:net';

/**
 * Copies of a server's listening socket, so that a burst of new connections is accepted several
 * at a time (issue 30).
 *
 * Node 20 accepts one new connection per listening descriptor per turn of its event loop (libuv's
 * `uv__server_io`: one `accept4` each time epoll wakes it). Under load a turn lasts tens of ms, so
 * a burst — 200 phones at the close, a balancer opening hundreds of connections to an instance
 * when 200 HQ screens read at once — waited seconds in the kernel's queue: behind nginx, 1.200
 * connections opened, up to 269 waiting, 35 accepted a second, uploads and screens 8 s late.
 * A copy is the same kernel socket (one queue) under another descriptor, and epoll wakes each,
 * so each turn accepts up to one per descriptor.
 *
 * Node has no call to duplicate a descriptor, but it passes sockets between processes: the
 * socket goes to a short-lived child over IPC and comes back `copias` times, each a descriptor
 * of this process's own (SCM_RIGHTS). It travels as the bare handle, which the child neither
 * listens on nor accepts from. Each copy hands what it accepts to the server's own handle, as
 * cluster's workers do with theirs: the server counts, serves and closes those connections as
 * its own (`close()` waits for them). Node ≥ 22.12 offers `reusePort`, separate sockets instead.
 */

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
 * Makes `copias` more descriptors accept for `server` (already listening); resolves to the
 * function that closes them (call it when the server stops listening, or they keep accepting).
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
