import { createRequire } from 'node:module';
import type Pg from 'pg';

const require = createRequire(import.meta.url);
let driver: typeof Pg | undefined;

/**
 * The PostgreSQL driver, loaded on first use: a SQLite deployment never loads it, and start-up
 * stays under a second (issue 17; the module alone takes ~60 ms). Synchronous, so `connect()`
 * keeps its shape.
 */
export function pgDriver(): typeof Pg {
  if (!driver) {
    driver = require('pg') as typeof Pg;
    // COUNT(*) and BIGINT come back from pg as strings; our counts fit in a double.
    driver.types.setTypeParser(driver.types.builtins.INT8, (v) => Number(v));
    driver.types.setTypeParser(driver.types.builtins.NUMERIC, (v) => Number(v));
  }
  return driver;
}

/**
 * A NOTIFY channel of one deployment: deployments that share a database in other schemas do not
 * hear each other (the live feed's changes, the sessions' notices).
 */
export function canalDelEsquema(nombre: string, schema: string): string {
  return schema === 'public' ? nombre : `${nombre}_${schema}`;
}
