import { comprobarPlantillas } from '../src/db/plantillas.js';

// Every run of a statement built once (db/plantillas.ts) is also built by Kysely and compared:
// a template whose SQL depends on a value, not only on its shape, fails the test that runs it.
comprobarPlantillas();
