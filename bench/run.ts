// npm run bench: runs every bench/*.bench.ts in its own process, one after the other.
// `npm run bench NAME -- --flag=value` runs those whose file name contains NAME, flags passed on.
import { spawnSync } from 'node:child_process';
import { readdirSync } from 'node:fs';
import path from 'node:path';

const dir = import.meta.dirname;
const only = process.argv[2];
const flags = process.argv.slice(3);
const files = readdirSync(dir)
  .filter((f) => f.endsWith('.bench.ts') && (!only || f.includes(only)))
  .sort();
let failed = 0;
for (const file of files) {
  console.log(`\n# ${file}`);
  const r = spawnSync(process.execPath, ['--import', 'tsx', path.join(dir, file), ...flags], {
    stdio: 'inherit',
  });
  if (r.status !== 0) failed += 1;
}
process.exit(failed > 0 ? 1 : 0);
