import http from 'node:http';

export interface Recibido {
  id: string;
  event: string;
  data: string;
}

/** Opens the SSE stream (GET /api/events) and collects its messages. */
export function escuchar(url: string, headers: Record<string, string>) {
  const mensajes: Recibido[] = [];
  let avisar = () => {};
  let close = () => {};
  /** Resolves when the server ends the stream. */
  let terminar = () => {};
  const terminado = new Promise<void>((r) => (terminar = r));
  const ready = new Promise<void>((resolve, reject) => {
    const req = http.get(url, { headers }, (res) => {
      if (res.statusCode !== 200) reject(new Error(`status ${res.statusCode}`));
      let buffer = '';
      res.setEncoding('utf8');
      res.on('end', () => terminar());
      res.on('data', (chunk: string) => {
        buffer += chunk;
        if (buffer.includes('retry:')) resolve();
        let fin: number;
        while ((fin = buffer.indexOf('\n\n')) >= 0) {
          const bloque = buffer.slice(0, fin);
          buffer = buffer.slice(fin + 2);
          const campo = (n: string) =>
            bloque
              .split('\n')
              .find((l) => l.startsWith(`${n}:`))
              ?.slice(n.length + 1)
              .trim();
          const data = campo('data');
          if (data !== undefined)
            mensajes.push({ id: campo('id') ?? '', event: campo('event') ?? 'message', data });
          avisar();
        }
      });
    });
    req.on('error', reject);
    close = () => req.destroy();
  });
  /** Resolves once a message matches. */
  const hasta = (pred: (m: Recibido) => boolean) =>
    new Promise<Recibido>((resolve) => {
      const mirar = () => {
        const m = mensajes.find(pred);
        if (m) resolve(m);
      };
      const previo = avisar;
      avisar = () => {
        previo();
        mirar();
      };
      mirar();
    });
  return { ready, mensajes, hasta, terminado, close: () => close() };
}
