// Baseline "bare node:http": answers each path with bytes held in memory, nothing else.
// Started by bench/api.bench.ts with BENCH_BODIES = a JSON file { "<path>": "<answer text>" }.
import { readFileSync } from 'node:fs';
import { createServer } from 'node:http';

const bodies = new Map<string, Buffer>(
  Object.entries(
    JSON.parse(readFileSync(process.env.BENCH_BODIES ?? '', 'utf8')) as Record<string, string>,
  ).map(([path, text]) => [path, Buffer.from(text)]),
);

const server = createServer((req, res) => {
  const body = bodies.get(req.url ?? '');
  if (!body) {
    res.writeHead(404).end();
    return;
  }
  res.writeHead(200, { 'content-type': 'application/json; charset=utf-8', 'content-length': body.length });
  res.end(body);
});
server.listen(Number(process.env.PORT), '127.0.0.1');
