// Bundles the server with the contract and its libraries into dist/main.js. One file instead of
// ~1.500 modules resolved and read one by one: start-up on an existing data dir goes from
// ~950 to ~700 ms on this machine (issue 17, `npm run bench start`). Left outside: native
// modules (better-sqlite3, sharp) and what is loaded only when used — the PostgreSQL driver,
// the S3 SDK, the password dictionaries, exceljs, pdf-lib — so a SQLite deployment never reads them.
import { build } from 'esbuild';

const external = [
  'better-sqlite3',
  'sharp',
  'pg',
  '@aws-sdk/client-s3',
  '@zxcvbn-ts/*',
  'exceljs',
  'pdf-lib',
];

await build({
  entryPoints: [new URL('./src/main.ts', import.meta.url).pathname],
  outfile: process.env.SERVER_OUT_FILE ?? new URL('./dist/main.js', import.meta.url).pathname,
  bundle: true,
  platform: 'node',
  target: 'node20',
  format: 'esm',
  sourcemap: true,
  // The map holds the mappings only (3 instead of 9 MB): `npm start` turns source maps on, and
  // Node reads and parses the map as it loads the bundle (~150 → ~15 ms). A stack trace's
  // source line is read from server/src, which ships beside dist/.
  sourcesContent: false,
  external,
  // CommonJS libraries inside an ES module bundle still call require() for Node's modules.
  banner: {
    js: "import { createRequire as crearRequire } from 'node:module'; const require = crearRequire(import.meta.url);",
  },
  logLevel: 'warning',
});
