import type { AdversariosTables } from '../areas/adversarios/tables.js';
import type { AvisosTables } from '../areas/avisos/tables.js';
import type { ComunicacionTables } from '../areas/comunicacion/tables.js';
import type { DiaDTables } from '../areas/dia-d/tables.js';
import type { OficialesTables } from '../areas/dia-d/oficiales/tables.js';
import type { ReglasTables } from '../areas/dia-d/reglas-tablas.js';
import type { ImpugnacionesTables } from '../areas/dia-d/impugnaciones/tables.js';
import type { EleccionesTables } from '../areas/dia-d/elecciones/tables.js';
import type { DashboardTables } from '../areas/dashboard/tables.js';
import type { EncuestasTables } from '../areas/encuestas/tables.js';
import type { EstrategiaTables } from '../areas/estrategia/tables.js';
import type { FinanzasTables } from '../areas/finanzas/tables.js';
import type { JuridicoTables } from '../areas/juridico/tables.js';
import type { PanelesTables } from '../areas/paneles/tables.js';
import type { TerritorialTables } from '../areas/territorial/tables.js';
import type { CoreTables } from './core-tables.js';

/** The whole database as Kysely sees it: the shell's tables plus each area's. */
export type DB = CoreTables &
  DashboardTables &
  EncuestasTables &
  PanelesTables &
  AvisosTables &
  AdversariosTables &
  ComunicacionTables &
  EstrategiaTables &
  TerritorialTables &
  FinanzasTables &
  JuridicoTables &
  DiaDTables &
  OficialesTables &
  ReglasTables &
  ImpugnacionesTables &
  EleccionesTables;
