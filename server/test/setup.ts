import { comprobarPlantillas } from '../src/performance/statement-templates.js';

// Every run of a statement built once (performance/statement-templates.ts) is also built by Kysely and compared:
// a template whose SQL depends on a value, not only on its shape, fails the test that runs it.
comprobarPlantillas();
