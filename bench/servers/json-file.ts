// Baseline "json-server-like": json-server is not installed (and no package may be added), so
// this is an honest stand-in written on plain node:http: on each request it reads the whole
// JSON data file, parses it, picks the collection named by the path and JSON.stringify's it
// with json-server's 2-space indentation and no-cache headers, and logs one line like its
// morgan logger. It has no Express, lodash or middleware stack, so it is likely faster than
// json-server 0.17 itself: a goal of "3× this" is stricter than "3× json-server".
// Started by bench/api.bench.ts with BENCH_DB = a JSON file { "<path>": <collection> }.
import { readFile } from 'node:fs/promises';
import { createServer } from 'node:http';

const file = process.env.BENCH_DB ?? '';

const server = createServer((req, res) => {
  const started = performance.now();
  void readFile(file, 'utf8').then((text) => {
    const db = JSON.parse(text) as Record<string, unknown>;
    const data = db[req.url ?? ''];
    if (data === undefined) {
      res.writeHead(404).end();
      return;
    }
    const body = JSON.stringify(data, null, 2);
    res.writeHead(200, {
      'content-type': 'application/json; charset=utf-8',
      'content-length': Buffer.byteLength(body),
      'cache-control': 'no-cache',
      pragma: 'no-cache',
      expires: '-1',
    });
    res.end(body);
    process.stdout.write(`${req.method} ${req.url} 200 ${(performance.now() - started).toFixed(3)} ms\n`);
  });
});
server.listen(Number(process.env.PORT), '127.0.0.1');
