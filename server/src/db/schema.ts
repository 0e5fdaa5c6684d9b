import type { CoreTables } from './core-tables.js';

/**
 * The whole database as Kysely sees it: the shell's tables, and each area's, which the area's
 * own `tables.ts` adds to this interface (`declare module … { interface DB extends … }`), so
 * that this floor names no area standing on it.
 */
export interface DB extends CoreTables {}
