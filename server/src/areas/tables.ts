import type { AdversariosTables } from './adversarios/tables.js';
import type { AvisosTables } from './avisos/tables.js';
import type { ComunicacionTables } from './comunicacion/tables.js';
import type { DiaDTables } from './dia-d/tables.js';
import type { DashboardTables } from './dashboard/tables.js';
import type { EncuestasTables } from './encuestas/tables.js';
import type { EstrategiaTables } from './estrategia/tables.js';
import type { FinanzasTables } from './finanzas/tables.js';
import type { JuridicoTables } from './juridico/tables.js';
import type { PanelesTables } from './paneles/tables.js';
import type { TerritorialTables } from './territorial/tables.js';

/**
 * Every area's tables join the database's type here (declaration merging): `db/schema.ts` holds
 * the shell's tables and names no area. The registry (`index.ts`) loads this file, so a program
 * that sees the areas — the server's, or the bench's through the server's declarations — sees
 * the whole database.
 */
declare module '../db/schema.js' {
  interface DB
    extends
      DashboardTables,
      EncuestasTables,
      PanelesTables,
      AvisosTables,
      AdversariosTables,
      ComunicacionTables,
      EstrategiaTables,
      TerritorialTables,
      FinanzasTables,
      JuridicoTables,
      DiaDTables {}
}
