// Baseline "bare node:http" for election night (issue 30): receives the same multipart bodies
// as POST /api/delegado/acta and writes each photo to disk, with nothing else (no session, no
// database, no checks). Started by bench/actas.bench.ts with BENCH_DIR = where photos go.
import { randomUUID } from 'node:crypto';
import { writeFile } from 'node:fs/promises';
import { createServer } from 'node:http';
import path from 'node:path';

const dir = process.env.BENCH_DIR ?? '';
const cabecera = Buffer.from('filename="');
const finDeCabeceras = Buffer.from('\r\n\r\n');

const server = createServer((req, res) => {
  if (req.method === 'GET') {
    res.writeHead(200).end('{}');
    return;
  }
  const trozos: Buffer[] = [];
  req.on('data', (d: Buffer) => trozos.push(d));
  req.on('end', () => {
    const cuerpo = Buffer.concat(trozos);
    const limite = Buffer.from(
      `\r\n--${/boundary=(.+)$/.exec(req.headers['content-type'] ?? '')?.[1] ?? ''}`,
    );
    const parte = cuerpo.indexOf(cabecera);
    const inicio = cuerpo.indexOf(finDeCabeceras, parte) + finDeCabeceras.length;
    const fin = cuerpo.indexOf(limite, inicio);
    if (parte < 0 || fin < 0) {
      res.writeHead(400).end('{"error":"sin foto"}');
      return;
    }
    writeFile(path.join(dir, randomUUID()), cuerpo.subarray(inicio, fin)).then(
      () => res.writeHead(201, { 'content-type': 'application/json' }).end('{"ok":true}'),
      () => res.writeHead(500).end('{"error":"disco"}'),
    );
  });
});
server.listen(Number(process.env.PORT), '127.0.0.1');
