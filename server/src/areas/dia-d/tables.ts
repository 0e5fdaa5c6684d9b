import type { ActasTables } from './actas/index.js';
import type { ConteoTables } from './conteo/index.js';
import type { DelegadosTables } from './delegados/index.js';
import type { EleccionesTables } from './elecciones/index.js';
import type { ImpugnacionesTables } from './impugnaciones/index.js';
import type { IncidentesTables } from './incidentes/index.js';
import type { MensajesTables } from './mensajes/index.js';
import type { OficialesTables } from './oficiales/index.js';
import type { PublicacionTables } from './publicacion/index.js';
import type { RegistroTables } from './registro/index.js';
import type { ReglasTables } from './reglas/index.js';
import type { SmsTables } from './sms/index.js';

/** Kysely table types of the Día D area: each capability's (its `tables.ts`), gathered. */
export interface DiaDTables
  extends
    RegistroTables,
    ReglasTables,
    ConteoTables,
    IncidentesTables,
    ActasTables,
    DelegadosTables,
    MensajesTables,
    OficialesTables,
    ImpugnacionesTables,
    EleccionesTables,
    PublicacionTables,
    SmsTables {}
