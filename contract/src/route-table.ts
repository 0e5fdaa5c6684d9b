import * as adversarios from './adversarios/index.js';
import * as avisos from './avisos/index.js';
import * as comunicacion from './comunicacion/index.js';
import * as dashboard from './dashboard/index.js';
import * as diaD from './dia-d/index.js';
import * as encuestas from './encuestas/index.js';
import * as estrategia from './estrategia/index.js';
import * as finanzas from './finanzas/index.js';
import type { Route } from './http.js';
import * as juridico from './juridico/index.js';
import * as paneles from './paneles/index.js';
import * as territorial from './territorial/index.js';

/**
 * Every route of the contract with the area whose file declares it: the same names
 * the server's area registry uses and the web's query keys start with. Kept out of
 * the package index (tests and tools import `@comando/contract/route-table`) so the
 * web bundle does not carry every module. A new area adds its index here; a new Día D
 * capability joins dia-d/index.ts.
 */
const MODULOS: Record<string, Record<string, unknown>> = {
  [adversarios.AREA_ADVERSARIOS]: adversarios,
  [avisos.AREA_AVISOS]: avisos,
  [comunicacion.AREA_COMUNICACION]: comunicacion,
  [dashboard.AREA_DASHBOARD]: dashboard,
  [diaD.AREA_DIA_D]: diaD,
  [encuestas.AREA_ENCUESTAS]: encuestas,
  [estrategia.AREA_ESTRATEGIA]: estrategia,
  [finanzas.AREA_FINANZAS]: finanzas,
  [juridico.AREA_JURIDICO]: juridico,
  [paneles.AREA_PANELES]: paneles,
  [territorial.AREA_TERRITORIAL]: territorial,
};

export interface RutaDeArea {
  area: string;
  /** Export name in the contract (`crearAviso`). */
  nombre: string;
  route: Route;
}

function esRuta(v: unknown): v is Route {
  return typeof v === 'object' && v !== null && 'method' in v && 'path' in v && typeof v.path === 'string';
}

export const RUTAS_POR_AREA: RutaDeArea[] = Object.entries(MODULOS).flatMap(([area, modulo]) =>
  Object.entries(modulo)
    .filter((e): e is [string, Route] => esRuta(e[1]))
    .map(([nombre, route]) => ({ area, nombre, route })),
);

/** The area that declares `method path` in the contract, if any. */
export function areaDeRuta(method: string, path: string): string | undefined {
  return RUTAS_POR_AREA.find((r) => r.route.method === method && r.route.path === path)?.area;
}
