// Bundles the server (with the contract, which ships as TypeScript) into dist/main.js.
import { readFileSync } from 'node:fs';
import { build } from 'esbuild';

const pkg = JSON.parse(readFileSync(new URL('./package.json', import.meta.url), 'utf8'));
const external = Object.keys(pkg.dependencies).filter((name) => !name.startsWith('@comando/'));

await build({
  entryPoints: [new URL('./src/main.ts', import.meta.url).pathname],
  outfile: process.env.SERVER_OUT_FILE ?? new URL('./dist/main.js', import.meta.url).pathname,
  bundle: true,
  platform: 'node',
  target: 'node20',
  format: 'esm',
  sourcemap: true,
  external,
  logLevel: 'warning',
});
