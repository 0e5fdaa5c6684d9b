import type { Area } from './area.js';
// Their tables, in the database's type (db/schema.ts).
import './tables.js';
import { adversariosArea } from './adversarios/index.js';
import { avisosArea } from './avisos/index.js';
import { comunicacionArea } from './comunicacion/index.js';
import { diaDArea } from './dia-d/index.js';
import { dashboardArea } from './dashboard/index.js';
import { encuestasArea } from './encuestas/index.js';
import { estrategiaArea } from './estrategia/index.js';
import { finanzasArea } from './finanzas/index.js';
import { juridicoArea } from './juridico/index.js';
import { panelesArea } from './paneles/index.js';
import { territorialArea } from './territorial/index.js';

/** Every spec area, in the order their migrations and seeds run. */
export const areas: Area[] = [
  encuestasArea,
  dashboardArea,
  panelesArea,
  avisosArea,
  adversariosArea,
  comunicacionArea,
  estrategiaArea,
  territorialArea,
  finanzasArea,
  juridicoArea,
  diaDArea,
];
