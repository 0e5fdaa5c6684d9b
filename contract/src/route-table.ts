import * as adversarios from './adversarios.js';
import * as avisos from './avisos.js';
import * as comparacion from './comparacion.js';
import * as comunicacion from './comunicacion.js';
import * as dashboard from './dashboard.js';
import * as diaD from './dia-d.js';
import * as encuestas from './encuestas.js';
import * as estrategia from './estrategia/index.js';
import * as finanzas from './finanzas.js';
import type { Route } from './http.js';
import * as impugnaciones from './impugnaciones.js';
import * as jefeRecinto from './jefe-recinto.js';
import * as juridico from './juridico.js';
import * as mapa from './mapa.js';
import * as mensajesDelegados from './mensajes-delegados.js';
import * as paneles from './paneles.js';
import * as reglas from './reglas.js';
import * as resultadosOficiales from './resultados-oficiales.js';
import * as resultadosOficialesTrabajos from './resultados-oficiales-trabajos.js';
import * as territorial from './territorial.js';
import * as tiemposTranscripcion from './tiempos-transcripcion.js';

/**
 * Every route of the contract with the area whose file declares it: the same names
 * the server's area registry uses and the web's query keys start with. Kept out of
 * the package index (tests and tools import `@comando/contract/route-table`) so the
 * web bundle does not carry every module. A new area adds its module here.
 */
const MODULOS: Record<string, Record<string, unknown>> = {
  [adversarios.AREA_ADVERSARIOS]: adversarios,
  [avisos.AREA_AVISOS]: avisos,
  [comunicacion.AREA_COMUNICACION]: comunicacion,
  [dashboard.AREA_DASHBOARD]: dashboard,
  [diaD.AREA_DIA_D]: {
    ...diaD,
    ...resultadosOficiales,
    ...resultadosOficialesTrabajos,
    ...mensajesDelegados,
    ...tiemposTranscripcion,
    ...reglas,
    ...comparacion,
    ...impugnaciones,
    ...jefeRecinto,
    ...mapa,
  },
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
