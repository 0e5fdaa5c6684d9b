// Over 400 lines on purpose: the per-route table COMO and the checks that walk it are one
// argument (a route is covered exactly when both agree); the shared data set lives apart.
import {
  AREA_DIA_D,
  MENSAJES_GENERALES,
  MENSAJES_TERRENO,
  type Ambito,
  type Cobertura,
  type ComparacionElecciones,
  type Conteo,
  type MesaConActa,
  type ResultadoAsignacion,
  exportarActasCsv,
  listarElecciones,
  compararElecciones,
  exportarComparacionEleccionesCsv,
  listarPrioridad,
  prepararImpugnacion,
  resumirPendientes,
  exportarPendientesCsv,
  leerAjustesRadar,
  exportarMuestraCsv,
  enviarMensajeDelegados,
  listarPartidos,
  leerNumeroSms,
  leerConteoRapido,
  listarResultadosOficiales,
  siguienteActa,
  asignarDelegado,
  listarMesas,
  listarMunicipios,
  listarRecintosMapa,
  listarRecintos,
  listarDefensoresDepartamento,
  listarIncidentes,
  listarMesasActas,
  listarDisputas,
  listarUsuariosAsignables,
  fotoActa,
  fotoIncidente,
  leerEvidenciaMesa,
  leerComparacion,
  listarAlertas,
  listarPendientes,
  leerMuestra,
  listarMensajesDelegados,
  leerConteo,
  health,
  asignarJefeRecinto,
  crearAcceso,
  crearAccesoJefe,
  revocarAcceso,
  cambiarIncidente,
  transcribirActa,
  revisarAlerta,
  importarDelegados,
  type Route,
} from '@comando/contract';
import { RUTAS_POR_AREA } from '@comando/contract/route-table';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dentroDe, type Terreno } from '../../src/areas/dia-d/terreno.js';
import { huellaDatos } from '../ambito-comun.js';
import { dialects } from '../helpers.js';
import {
  AMBITOS,
  claveCookie,
  MUNICIPIOS,
  nombreAmbito,
  sembrar,
  SUELO_MESA,
  SUELO_RECINTO,
  type Siembra,
  type Suelo,
} from '../dia-d-terreno-siembra.js';
import { urlDe, pedir, type Params } from '../api.js';

// Issue 27, the enumerated check: every route of Día D in the route table × the roles editor
// and lector × a scope in each of the nine departments, one municipio and one recinto. Lists,
// counts and exports hold exactly the admin's national answer filtered by the ground; a write
// on an id outside the ground answers what an id that does not exist answers (404) and stores
// nothing. A route missing from COMO fails the test: a new route cannot escape it.

type Fila = Record<string, unknown>;
type Pedido = { method: string; url: string; payload?: unknown; headers?: Record<string, string> };
/** What a check knows: the data set, the scope's ground, the admin's answers (cached). */
interface Ctx {
  s: Siembra;
  t: Terreno;
  ambito: Ambito;
  admin: (url: string) => Promise<unknown>;
  /** Whether a defender (by id) lies in the ground: its department's pool, or a post inside. */
  defensorDentro: (id: string) => Promise<boolean>;
}

type Como =
  /** Every answer row lies in the ground and none of the admin's in-ground rows is missing. */
  | {
      tipo: 'lista';
      urls: string[];
      filas: (json: unknown) => Fila[];
      dentro: (f: Fila, c: Ctx) => Promise<boolean> | boolean;
    }
  /** Figures recomputed from the admin's lists filtered by ground. */
  | { tipo: 'cifras'; url?: string; comprobar: (json: unknown, c: Ctx) => Promise<void> }
  /** A file per id: 200 inside the ground, the answer of a missing id outside. */
  | { tipo: 'archivo'; ids: (c: Ctx) => Promise<{ id: string; suelo: Suelo }[]>; url: (id: string) => string }
  /** A CSV export: its lines are the admin's lines of the ground. */
  | { tipo: 'csv'; url: string; puedeVacio?: boolean }
  /** Hands out one acta of the ground (or none when none waits there). */
  | { tipo: 'reparto' }
  /** Writes: on every id outside the ground, what the same write on a missing id gets; nothing stored. */
  | { tipo: 'escritura'; fuera: (c: Ctx) => Promise<{ fuera: Pedido; falta: Pedido }[]> }
  /** The CSV assignment: lines outside the ground refused as lines naming nothing. */
  | { tipo: 'csv-asignacion' }
  /** National figures everyone reads the same (the ballot, the quick count, official results). */
  | { tipo: 'nacional'; url: string }
  /** Not for scoped staff at all: admin-only, the delegate's phone, public. */
  | { tipo: 'fuera-de-alcance'; por: 'solo-admin' | 'delegado' | 'publica' };

/**
 * A write on an id outside the ground, and the same write on an id that does not exist: the
 * path's id (`falta`: what replaces it; null: the body's defender is the missing one).
 */
function par<R extends Route>(r: R, params: Params<R>, falta: string | null, payload?: object) {
  const fuera: Pedido = { method: r.method, url: urlDe(r, params), ...(payload ? { payload } : {}) };
  if (falta === null) return { fuera, falta: { ...fuera, payload: { defensorId: 'no-existe' } } };
  // The path's one id (/api/dia-d/<coleccion>/<id>/...) is the missing one.
  const ausente = Object.fromEntries(Object.keys(params ?? {}).map((k) => [k, falta])) as Params<R>;
  return { fuera, falta: { ...fuera, url: urlDe(r, ausente) } };
}

const mesaDe = (f: Fila) => SUELO_MESA.get(String(f.codigo ?? f.mesa))!;
const dentroMesa = (f: Fila, c: Ctx) => dentroDe(c.t, mesaDe(f));
const lista = (json: unknown) => json as Fila[];

const COMO: Record<string, Como> = {
  listarMesas: {
    tipo: 'lista',
    urls: [
      urlDe(listarMesas),
      urlDe(listarMesas, undefined, { departamento: 'la-paz' }),
      urlDe(listarMesas, undefined, { q: 'LP' }),
      urlDe(listarMesas, undefined, { sinDelegado: 'true' }),
    ],
    filas: (j) => (j as { mesas: Fila[] }).mesas,
    dentro: dentroMesa,
  },
  listarMunicipios: {
    tipo: 'lista',
    urls: [urlDe(listarMunicipios)],
    filas: lista,
    dentro: (f, c) =>
      [...SUELO_RECINTO.values()].some(
        (l) => l.departamento === f.departamento && l.municipio === f.municipio && dentroDe(c.t, l),
      ),
  },
  listarRecintosMapa: {
    tipo: 'lista',
    urls: [urlDe(listarRecintosMapa)],
    filas: (j) => (j as { recintos: Fila[] }).recintos,
    dentro: (f, c) => dentroDe(c.t, SUELO_RECINTO.get(String(f.codigo))!),
  },
  listarRecintos: {
    tipo: 'lista',
    urls: [
      urlDe(listarRecintos),
      urlDe(listarRecintos, undefined, { departamento: 'la-paz', municipio: 'El Alto' }),
    ],
    filas: lista,
    dentro: (f, c) => dentroDe(c.t, SUELO_RECINTO.get(String(f.codigo))!),
  },
  listarDefensoresDepartamento: {
    tipo: 'lista',
    urls: [
      urlDe(listarDefensoresDepartamento),
      urlDe(listarDefensoresDepartamento, undefined, { departamento: 'la-paz' }),
    ],
    filas: lista,
    dentro: (f, c) => c.defensorDentro(String(f.id)),
  },
  listarIncidentes: { tipo: 'lista', urls: [urlDe(listarIncidentes)], filas: lista, dentro: dentroMesa },
  listarMesasActas: {
    tipo: 'lista',
    urls: [
      urlDe(listarMesasActas),
      urlDe(listarMesasActas, undefined, { estado: 'recibida' }),
      urlDe(listarMesasActas, undefined, { departamento: 'la-paz' }),
    ],
    filas: (j) => (j as { mesas: Fila[] }).mesas,
    dentro: dentroMesa,
  },
  listarDisputas: {
    tipo: 'lista',
    urls: [urlDe(listarDisputas)],
    filas: lista,
    dentro: (f, c) => dentroDe(c.t, mesaDe(f.mesa as Fila)),
  },
  listarUsuariosAsignables: {
    tipo: 'lista',
    urls: [urlDe(listarUsuariosAsignables)],
    filas: lista,
    // Those who see the caller's ground: national, the caller's department, the caller's scope.
    dentro: (f, c) => {
      const a = c.s.ambitos.get(String(f.id));
      const departamento = c.t.nivel === 'recinto' ? SUELO_RECINTO.get(c.t.recinto)?.departamento : undefined;
      return (
        a?.nivel === 'nacional' ||
        JSON.stringify(a) === JSON.stringify(c.ambito) ||
        (a?.nivel === 'departamento' &&
          a.departamento === (c.t.nivel === 'municipio' ? c.t.departamento : departamento))
      );
    },
  },
  obtenerCobertura: { tipo: 'cifras', comprobar: comprobarCobertura },
  leerConteo: { tipo: 'cifras', comprobar: comprobarConteo },
  fotoActa: {
    tipo: 'archivo',
    ids: async (c) => [...c.s.actas].map(([id, mesa]) => ({ id, suelo: SUELO_MESA.get(mesa)! })),
    url: (id) => urlDe(fotoActa, { id }),
  },
  fotoIncidente: {
    tipo: 'archivo',
    ids: async (c) => [...c.s.incidentes].map(([id, mesa]) => ({ id, suelo: SUELO_MESA.get(mesa)! })),
    url: (id) => urlDe(fotoIncidente, { id }),
  },
  exportarActasCsv: { tipo: 'csv', url: urlDe(exportarActasCsv) },
  siguienteActa: { tipo: 'reparto' },
  asignarDelegado: {
    tipo: 'escritura',
    fuera: async (c) => [
      // A mesa outside (no defender); a mesa inside, with a defender outside.
      ...mesasFuera(c).map((m) => par(asignarDelegado, { codigo: m }, 'NO-EXISTE', { defensorId: null })),
      ...(await defensoresFuera(c)).map((d) =>
        par(asignarDelegado, { codigo: mesaDentro(c) }, null, { defensorId: d }),
      ),
    ],
  },
  asignarJefeRecinto: {
    tipo: 'escritura',
    fuera: async (c) => [
      ...[...SUELO_RECINTO.values()]
        .filter((l) => !dentroDe(c.t, l))
        .map((l) => par(asignarJefeRecinto, { codigo: l.recinto }, 'NO-EXISTE', { defensorId: null })),
      ...(await defensoresFuera(c)).map((d) =>
        par(asignarJefeRecinto, { codigo: SUELO_MESA.get(mesaDentro(c))!.recinto }, null, {
          defensorId: d,
        }),
      ),
    ],
  },
  crearAcceso: {
    tipo: 'escritura',
    fuera: async (c) => (await defensoresFuera(c)).map((d) => par(crearAcceso, { defensorId: d }, 'x')),
  },
  crearAccesoJefe: {
    tipo: 'escritura',
    fuera: async (c) =>
      [...SUELO_RECINTO.values()]
        .filter((l) => !dentroDe(c.t, l))
        .map((l) => par(crearAccesoJefe, { codigo: l.recinto }, 'NO-EXISTE')),
  },
  revocarAcceso: {
    tipo: 'escritura',
    fuera: async (c) => (await defensoresFuera(c)).map((d) => par(revocarAcceso, { defensorId: d }, 'x')),
  },
  cambiarIncidente: {
    tipo: 'escritura',
    fuera: async (c) =>
      [...c.s.incidentes]
        .filter(([, mesa]) => !dentroDe(c.t, SUELO_MESA.get(mesa)!))
        .map(([id]) => par(cambiarIncidente, { id }, 'x', { estado: 'resuelto' })),
  },
  transcribirActa: {
    tipo: 'escritura',
    fuera: async (c) =>
      [...c.s.actas]
        .filter(([, mesa]) => !dentroDe(c.t, SUELO_MESA.get(mesa)!))
        .map(([id]) =>
          par(transcribirActa, { id }, 'x', {
            votos: { ALFA: 1, BETA: 1 },
            blancos: 0,
            nulos: 0,
          }),
        ),
  },
  importarDelegados: { tipo: 'csv-asignacion' },
  leerEvidenciaMesa: {
    tipo: 'archivo',
    ids: async (c) =>
      [...new Set(c.s.actas.values())].map((mesa) => ({ id: mesa, suelo: SUELO_MESA.get(mesa)! })),
    url: (mesa) => urlDe(leerEvidenciaMesa, { codigo: mesa }),
  },
  // A challenge of a mesa outside the ground is refused as one of a mesa that does not exist.
  prepararImpugnacion: {
    tipo: 'escritura',
    fuera: async (c) =>
      mesasFuera(c).map((m) => ({
        fuera: { method: 'POST', url: urlDe(prepararImpugnacion), payload: { mesas: [m] } },
        falta: { method: 'POST', url: urlDe(prepararImpugnacion), payload: { mesas: ['NO-EXISTE'] } },
      })),
  },
  exportarEvidenciasCsv: { tipo: 'fuera-de-alcance', por: 'solo-admin' },
  verificarEvidencias: { tipo: 'fuera-de-alcance', por: 'solo-admin' },
  leerComparacion: {
    tipo: 'lista',
    urls: [urlDe(leerComparacion), urlDe(leerComparacion, undefined, { clase: 'sin-ninguna' })],
    filas: (json) => (json as { mesas: Fila[] }).mesas,
    dentro: dentroMesa,
  },
  listarAlertas: {
    tipo: 'lista',
    urls: [urlDe(listarAlertas), urlDe(listarAlertas, undefined, { revisada: 'false' })],
    filas: (json) => (json as { alertas: Fila[] }).alertas,
    dentro: dentroMesa,
  },
  revisarAlerta: {
    tipo: 'escritura',
    fuera: async (c) =>
      ((await c.admin(urlDe(listarAlertas))) as { alertas: { id: string; mesa: string }[] }).alertas
        .filter((a) => !dentroDe(c.t, SUELO_MESA.get(a.mesa)!))
        .map((a) => par(revisarAlerta, { id: a.id }, 'x', { nota: 'Revisada' })),
  },
  listarPendientes: {
    tipo: 'lista',
    urls: [
      urlDe(listarPendientes, undefined, { estado: 'sin-delegado' }),
      urlDe(listarPendientes, undefined, { estado: 'sin-llegada' }),
      urlDe(listarPendientes, undefined, { estado: 'sin-acta' }),
      urlDe(listarPendientes, undefined, { estado: 'sin-segunda-carga' }),
      urlDe(listarPendientes, undefined, { estado: 'en-disputa' }),
      urlDe(listarPendientes, undefined, { estado: 'con-alerta' }),
    ],
    filas: (json) => (json as { mesas: Fila[] }).mesas,
    dentro: dentroMesa,
  },
  resumirPendientes: {
    tipo: 'cifras',
    url: urlDe(resumirPendientes, undefined, { estado: 'sin-delegado' }),
    // The ground's total is the number of its own mesas on the admin's national list.
    comprobar: async (json, c) => {
      const nacional = (await c.admin(urlDe(listarPendientes, undefined, { estado: 'sin-delegado' }))) as {
        mesas: Fila[];
        siguiente: string | null;
      };
      expect(nacional.siguiente).toBeNull();
      const propias = nacional.mesas.filter((f) => dentroMesa(f, c)).length;
      const r = json as { total: number; grupos: { n: number }[] };
      expect(r.total).toBe(propias);
      expect(r.grupos.reduce((a, g) => a + g.n, 0)).toBe(propias);
    },
  },
  exportarPendientesCsv: {
    tipo: 'csv',
    url: urlDe(exportarPendientesCsv, undefined, { estado: 'sin-delegado' }),
    puedeVacio: true,
  },
  leerAjustesRadar: { tipo: 'nacional', url: urlDe(leerAjustesRadar) },
  guardarAjustesRadar: { tipo: 'fuera-de-alcance', por: 'solo-admin' },
  leerMuestra: {
    tipo: 'cifras',
    // The sample's mesas of the ground: the admin's national ones that lie inside.
    comprobar: async (json, c) => {
      const nacional = (await c.admin(urlDe(leerMuestra))) as { mesas: string[] };
      const propias = nacional.mesas.filter((m) => dentroDe(c.t, SUELO_MESA.get(m)!));
      expect((json as { mesas: string[] }).mesas).toEqual(propias);
    },
  },
  exportarMuestraCsv: { tipo: 'csv', url: urlDe(exportarMuestraCsv), puedeVacio: true },
  // A message to a target outside the ground reaches nobody, like a recinto that does not exist.
  enviarMensajeDelegados: {
    tipo: 'escritura',
    fuera: async (c) =>
      [...SUELO_RECINTO.values()]
        .filter((l) => !dentroDe(c.t, l))
        .map((l) => ({
          fuera: {
            method: 'POST',
            url: urlDe(enviarMensajeDelegados),
            payload: { texto: 'Hola', destino: { recinto: l.recinto } },
          },
          falta: {
            method: 'POST',
            url: urlDe(enviarMensajeDelegados),
            payload: { texto: 'Hola', destino: { recinto: 'NO-EXISTE' } },
          },
        })),
  },
  listarMensajesDelegados: {
    tipo: 'cifras',
    // Only messages that reached the ground, counted within it: never more than nationally.
    comprobar: async (json, c) => {
      const nacional = new Map(
        ((await c.admin(urlDe(listarMensajesDelegados))) as { id: string; destinatarios: number }[]).map(
          (m) => [m.id, m.destinatarios],
        ),
      );
      for (const m of json as { id: string; destinatarios: number }[]) {
        expect(m.destinatarios).toBeGreaterThan(0);
        expect(m.destinatarios).toBeLessThanOrEqual(nacional.get(m.id) ?? 0);
      }
    },
  },
  bandejaDelegado: { tipo: 'fuera-de-alcance', por: 'delegado' },
  marcarMensajeLeido: { tipo: 'fuera-de-alcance', por: 'delegado' },
  leerTiemposTranscripcion: { tipo: 'fuera-de-alcance', por: 'solo-admin' },
  listarPartidos: { tipo: 'nacional', url: urlDe(listarPartidos) },
  leerConteoRapido: { tipo: 'nacional', url: urlDe(leerConteoRapido) },
  listarResultadosOficiales: { tipo: 'nacional', url: urlDe(listarResultadosOficiales) },
  importarMesas: { tipo: 'fuera-de-alcance', por: 'solo-admin' },
  guardarPartidos: { tipo: 'fuera-de-alcance', por: 'solo-admin' },
  // Issue 45: the elections are national; the comparison and the prioridad keep to the ground.
  listarElecciones: { tipo: 'nacional', url: urlDe(listarElecciones) },
  crearEleccion: { tipo: 'fuera-de-alcance', por: 'solo-admin' },
  hacerEleccionActual: { tipo: 'fuera-de-alcance', por: 'solo-admin' },
  compararElecciones: {
    tipo: 'cifras',
    url: urlDe(compararElecciones),
    // The current election with itself: the ground's mesas with an acta, and only those.
    comprobar: async (json, c) => {
      const cmp = json as ComparacionElecciones;
      const conActa = ((await c.admin(urlDe(listarMesasActas))) as { mesas: MesaConActa[] }).mesas.filter(
        (m) => m.acta && dentroDe(c.t, SUELO_MESA.get(m.codigo)!),
      );
      expect(cmp.total.b.mesas).toBe(conActa.length);
      expect(cmp.total.mesasAmbas).toBe(conActa.length);
      const departamentos = new Set(conActa.map((m) => SUELO_MESA.get(m.codigo)!.departamento));
      expect(cmp.filas.map((f) => f.id).sort()).toEqual([...departamentos].sort());
      for (const m of cmp.mesas) expect(dentroDe(c.t, SUELO_MESA.get(m.codigo)!), m.codigo).toBe(true);
    },
  },
  exportarComparacionEleccionesCsv: { tipo: 'csv', url: urlDe(exportarComparacionEleccionesCsv) },
  listarPrioridad: {
    tipo: 'lista',
    urls: [urlDe(listarPrioridad), urlDe(listarPrioridad, undefined, { departamento: 'la-paz' })],
    filas: (json) => (json as { mesas: Fila[] }).mesas,
    dentro: dentroMesa,
  },
  resolverActa: { tipo: 'fuera-de-alcance', por: 'solo-admin' },
  sortearMuestra: { tipo: 'fuera-de-alcance', por: 'solo-admin' },
  borrarSimulacro: { tipo: 'fuera-de-alcance', por: 'solo-admin' },
  importarResultadosOficiales: { tipo: 'fuera-de-alcance', por: 'solo-admin' },
  verTrabajoOficial: { tipo: 'fuera-de-alcance', por: 'solo-admin' },
  publicar: { tipo: 'fuera-de-alcance', por: 'solo-admin' },
  listarPublicaciones: { tipo: 'fuera-de-alcance', por: 'solo-admin' },
  verAjustesPublicacion: { tipo: 'fuera-de-alcance', por: 'solo-admin' },
  guardarAutomaticaPublicacion: { tipo: 'fuera-de-alcance', por: 'solo-admin' },
  listarMesasRetiradas: { tipo: 'fuera-de-alcance', por: 'solo-admin' },
  retirarMesaPublicada: { tipo: 'fuera-de-alcance', por: 'solo-admin' },
  devolverMesaPublicada: { tipo: 'fuera-de-alcance', por: 'solo-admin' },
  verPublicacion: { tipo: 'fuera-de-alcance', por: 'solo-admin' },
  delegadoActual: { tipo: 'fuera-de-alcance', por: 'delegado' },
  registrarLlegada: { tipo: 'fuera-de-alcance', por: 'delegado' },
  reportarIncidente: { tipo: 'fuera-de-alcance', por: 'delegado' },
  enviarActa: { tipo: 'fuera-de-alcance', por: 'delegado' },
  salirDelegado: { tipo: 'fuera-de-alcance', por: 'delegado' },
  leerRecintoJefe: { tipo: 'fuera-de-alcance', por: 'delegado' },
  enviarActaJefe: { tipo: 'fuera-de-alcance', por: 'delegado' },
  enviarCifrasActa: { tipo: 'fuera-de-alcance', por: 'delegado' },
  enviarCifrasActaJefe: { tipo: 'fuera-de-alcance', por: 'delegado' },
  crearSubidaFotoActa: { tipo: 'fuera-de-alcance', por: 'delegado' },
  consultarSubidaFotoActa: { tipo: 'fuera-de-alcance', por: 'delegado' },
  enviarTrozoFotoActa: { tipo: 'fuera-de-alcance', por: 'delegado' },
  entrarDelegado: { tipo: 'fuera-de-alcance', por: 'publica' },
  // Issue 44: the SMS gateway is an admin's; its webhook is public, signed by the gateway.
  leerAjustesSms: { tipo: 'fuera-de-alcance', por: 'solo-admin' },
  guardarAjustesSms: { tipo: 'fuera-de-alcance', por: 'solo-admin' },
  probarSms: { tipo: 'fuera-de-alcance', por: 'solo-admin' },
  listarSms: { tipo: 'fuera-de-alcance', por: 'solo-admin' },
  recibirWebhookSms: { tipo: 'fuera-de-alcance', por: 'publica' },
  // HQ's SMS number, printed on the access sheets (admin or editor): the same for every ground.
  leerNumeroSms: { tipo: 'nacional', url: urlDe(leerNumeroSms) },
  RUTA_SALUD: { tipo: 'fuera-de-alcance', por: 'publica' },
};

const RUTAS = RUTAS_POR_AREA.filter((r) => r.area === AREA_DIA_D);
/** The checks that read (one test per scope and route); the rest are writes. */
const LEE = new Set(['lista', 'cifras', 'archivo', 'csv', 'reparto', 'nacional']);

const mesasFuera = (c: Ctx) => [...SUELO_MESA].filter(([, l]) => !dentroDe(c.t, l)).map(([m]) => m);
const mesaDentro = (c: Ctx) => [...SUELO_MESA].find(([, l]) => dentroDe(c.t, l))![0];
async function defensoresFuera(c: Ctx): Promise<string[]> {
  const fuera: string[] = [];
  for (const d of c.s.defensores) if (!(await c.defensorDentro(d.id))) fuera.push(d.id);
  return fuera;
}

type MesaAdmin = { codigo: string; recinto: { codigo: string }; delegado: unknown; llegada: string | null };

async function comprobarCobertura(json: unknown, c: Ctx): Promise<void> {
  const mesas = ((await c.admin(urlDe(listarMesas))) as { mesas: MesaAdmin[] }).mesas.filter((m) =>
    dentroDe(c.t, SUELO_MESA.get(m.codigo)!),
  );
  const cifras = {
    mesas: mesas.length,
    conDelegado: mesas.filter((m) => m.delegado).length,
    presentes: mesas.filter((m) => m.delegado && m.llegada).length,
  };
  const cob = json as Cobertura;
  expect(cob.total).toEqual(cifras);
  const departamento = [...SUELO_MESA.values()].find((l) => dentroDe(c.t, l))!.departamento;
  expect(cob.departamentos).toEqual([expect.objectContaining({ id: departamento, ...cifras })]);
}

async function comprobarConteo(json: unknown, c: Ctx): Promise<void> {
  const filas = ((await c.admin(urlDe(listarMesasActas))) as { mesas: MesaConActa[] }).mesas.filter((m) =>
    dentroDe(c.t, SUELO_MESA.get(m.codigo)!),
  );
  const ver = filas.filter((m) => m.acta?.estado === 'verificada');
  const suma = (xs: MesaConActa[], f: (m: MesaConActa) => number) => xs.reduce((a, m) => a + f(m), 0);
  const votos = (xs: MesaConActa[]) => ['ALFA', 'BETA'].map((s) => suma(xs, (m) => m.acta?.votos[s] ?? 0));
  const esperado = {
    mesas: filas.length,
    habilitados: suma(filas, (m) => m.habilitados),
    actasRecibidas: filas.filter((m) => m.acta).length,
    actasVerificadas: ver.length,
    actasEnDisputa: filas.filter((m) => m.acta?.estado === 'disputa').length,
    blancos: suma(ver, (m) => m.acta!.blancos),
    nulos: suma(ver, (m) => m.acta!.nulos),
    partidos: votos(ver),
    partidosRecibidas: votos(filas.filter((m) => m.acta)),
  };
  const cifras = (x: Conteo | Conteo['departamentos'][number]) => ({
    mesas: x.mesas,
    habilitados: x.habilitados,
    actasRecibidas: x.actasRecibidas,
    actasVerificadas: x.actasVerificadas,
    actasEnDisputa: x.actasEnDisputa,
    blancos: x.blancos,
    nulos: x.nulos,
    partidos: x.partidos.map((p) => p.votos),
    partidosRecibidas: x.partidosRecibidas.map((p) => p.votos),
  });
  const conteo = json as Conteo;
  expect(cifras(conteo)).toEqual(esperado);
  expect(conteo.departamentos.map((d) => d.departamento)).toEqual([filas[0]!.departamento]);
  expect(cifras(conteo.departamentos[0]!)).toEqual(esperado);
  const t = c.t;
  if (t.nivel === 'departamento') {
    const nacional = (await c.admin(urlDe(leerConteo))) as Conteo;
    expect(conteo.departamentos).toEqual(
      nacional.departamentos.filter((d) => d.departamento === t.departamento),
    );
  }
}

const lineas = (csv: string) => csv.trim().split('\r\n');

describe.each(dialects)('Día D por terreno: cada ruta × editor y lector × once ámbitos (%s)', (dialect) => {
  let s: Siembra;
  const cache = new Map<string, unknown>();
  beforeAll(async () => {
    s = await sembrar(dialect);
  }, 300_000);
  afterAll(() => s.t.close());

  const admin = async (url: string) => {
    if (!cache.has(url)) cache.set(url, (await s.t.request({ url, cookie: s.admin })).json());
    return cache.get(url);
  };
  /** A scoped user's cookie, the label of their check, whether their role reaches the route. */
  const quien = (ambito: Ambito, rol: 'editor' | 'lector', r: (typeof RUTAS)[number]) => ({
    cookie: s.cookies.get(claveCookie(ambito, rol))!,
    donde: `${nombreAmbito(ambito)} ${rol}: ${r.nombre}`,
    puede: (r.route.roles ?? []).includes(rol),
  });
  const ctx = (ambito: Ambito): Ctx => {
    const t = ambito as Terreno;
    return {
      s,
      t,
      ambito,
      admin,
      async defensorDentro(id) {
        const d = (
          (await admin(urlDe(listarDefensoresDepartamento))) as {
            id: string;
            departamento: string;
            mesa: string | null;
          }[]
        ).find((x) => x.id === id)!;
        const jefeDe = (
          (await admin(urlDe(listarRecintos))) as { codigo: string; jefe: { id: string } | null }[]
        ).find((r) => r.jefe?.id === id)?.codigo;
        if (t.nivel === 'nacional') return true;
        if (t.nivel === 'departamento') return d.departamento === t.departamento;
        const departamento =
          t.nivel === 'municipio' ? t.departamento : SUELO_RECINTO.get(t.recinto)?.departamento;
        if (d.departamento !== departamento) return false;
        if (!d.mesa && !jefeDe) return true;
        return (
          (d.mesa !== null && dentroDe(t, SUELO_MESA.get(d.mesa)!)) ||
          (jefeDe !== undefined && dentroDe(t, SUELO_RECINTO.get(jefeDe)!))
        );
      },
    };
  };

  it('cada ruta de Día D de la tabla de rutas dice cómo se comprueba (y ninguna sobra)', () => {
    expect(RUTAS.length).toBeGreaterThan(30);
    expect(RUTAS.map((r) => r.nombre).filter((n) => !(n in COMO))).toEqual([]);
    expect(Object.keys(COMO).filter((n) => !RUTAS.some((r) => r.nombre === n))).toEqual([]);
    // What COMO says is out of reach really is: its roles say so.
    for (const r of RUTAS) {
      const como = COMO[r.nombre]!;
      if (como.tipo !== 'fuera-de-alcance') continue;
      if (como.por === 'solo-admin') expect(r.route.roles, r.nombre).toEqual(['admin']);
      if (como.por === 'delegado') expect(r.route.roles, r.nombre).toEqual(['delegado']);
      // The health check rides in the module's exports without being a route of its own.
      if (como.por === 'publica')
        expect(r.route.publico === true || r.route.path === health.path, r.nombre).toBe(true);
    }
  });

  it('los datos de prueba tienen filas dentro y fuera de cada ámbito', async () => {
    for (const a of AMBITOS) {
      const c = ctx(a);
      expect(mesasFuera(c).length, nombreAmbito(a)).toBeGreaterThan(0);
      expect(mesaDentro(c), nombreAmbito(a)).toBeTruthy();
      expect((await defensoresFuera(c)).length, nombreAmbito(a)).toBeGreaterThan(0);
    }
    const actas = ((await admin(urlDe(listarMesasActas))) as { mesas: MesaConActa[] }).mesas;
    expect(new Set(actas.map((m) => m.acta?.estado ?? 'sin-acta'))).toEqual(
      new Set(['sin-acta', 'recibida', 'verificada', 'disputa']),
    );
    expect(MUNICIPIOS.length).toBe(11);
  });

  /** Each scope × each route that reads: one test each, so a leak names its route. */
  const LECTURAS = AMBITOS.flatMap((a) =>
    RUTAS.filter((r) => LEE.has(COMO[r.nombre]?.tipo ?? '')).map(
      (r) => [nombreAmbito(a), r.nombre, a, r] as const,
    ),
  );
  it.each(LECTURAS)('ámbito %s: %s', async (_n, _r, ambito, r) => {
    const c = ctx(ambito);
    const como = COMO[r.nombre]!;
    for (const rol of ['editor', 'lector'] as const) {
      const cookie = s.cookies.get(claveCookie(ambito, rol))!;
      const donde = `${nombreAmbito(ambito)} ${rol}: ${r.nombre}`;
      const puede = (r.route.roles ?? []).includes(rol);
      if (como.tipo === 'lista') {
        for (const url of como.urls) {
          const res = await s.t.request({ url, cookie });
          if (!puede) {
            expect(res.statusCode, donde).toBe(403);
            continue;
          }
          expect(res.statusCode, `${donde} ${url}`).toBe(200);
          const propias = como.filas(res.json());
          const nacionales = como.filas(await admin(url));
          const esperadas: Fila[] = [];
          for (const f of nacionales) if (await como.dentro(f, c)) esperadas.push(f);
          expect(propias, `${donde} ${url}`).toEqual(esperadas);
          const { total } = res.json<{ total?: number }>();
          if (total !== undefined) expect(total, `${donde} ${url} total`).toBe(esperadas.length);
        }
      } else if (como.tipo === 'cifras') {
        const res = await s.t.request({ url: como.url ?? r.route.path, cookie });
        expect(res.statusCode, donde).toBe(200);
        await como.comprobar(res.json(), c);
      } else if (como.tipo === 'archivo') {
        const falta = await s.t.request({ url: como.url('no-existe'), cookie });
        expect(falta.statusCode, donde).toBe(404);
        for (const { id, suelo } of await como.ids(c)) {
          const res = await s.t.request({ url: como.url(id), cookie });
          if (dentroDe(c.t, suelo)) expect(res.statusCode, `${donde} ${id}`).toBe(200);
          else expect([res.statusCode, res.body], `${donde} ${id}`).toEqual([404, falta.body]);
        }
      } else if (como.tipo === 'csv') {
        const res = await s.t.request({ url: como.url, cookie });
        expect(res.statusCode, donde).toBe(200);
        const nacional = lineas((await s.t.request({ url: como.url, cookie: s.admin })).body);
        const [cabecera, ...resto] = nacional;
        const propias = resto.filter((l) =>
          dentroDe(c.t, SUELO_MESA.get(l.split(';')[0]!.replace(/"/g, ''))!),
        );
        if (!como.puedeVacio) expect(propias.length, donde).toBeGreaterThan(0);
        expect(lineas(res.body), donde).toEqual([cabecera, ...propias]);
      } else if (como.tipo === 'reparto') {
        const res = await pedir(s.t, siguienteActa, { cookie });
        if (!puede) {
          expect(res.statusCode, donde).toBe(403);
          continue;
        }
        const esperan = (
          (await admin(urlDe(listarMesasActas, undefined, { estado: 'recibida' }))) as {
            mesas: MesaConActa[];
          }
        ).mesas.filter((m) => dentroDe(c.t, SUELO_MESA.get(m.codigo)!));
        if (esperan.length === 0) expect(res.statusCode, donde).toBe(204);
        else {
          expect(res.statusCode, donde).toBe(200);
          expect(
            esperan.map((m) => m.codigo),
            donde,
          ).toContain(res.json<{ mesa: { codigo: string } }>().mesa.codigo);
        }
        // Released, so the next scope finds the acta free again.
        await s.t.deps.db
          .updateTable('dia_d_mesa_acta')
          .set({ reservada_por: null, reservada_hasta: null })
          .execute();
      } else if (como.tipo === 'nacional') {
        const res = await s.t.request({ url: como.url, cookie });
        if (!puede) {
          expect(res.statusCode, donde).toBe(403);
          continue;
        }
        expect(res.statusCode, donde).toBe(200);
        expect(res.json(), donde).toEqual(await admin(como.url));
      }
    }
  });

  it.each(AMBITOS.map((a) => [nombreAmbito(a), a] as const))(
    'ámbito %s: escrituras fuera del terreno, 404 como un id inexistente, y nada guardado',
    async (_n, ambito) => {
      const c = ctx(ambito);
      // The CSV assignment is a write that answers 200 (its lines refused): it is audited.
      const antes = await huellaDatos(s.t, ['auditoria']);
      const auditadas = async () =>
        (await s.t.deps.db.selectFrom('auditoria').select('ruta').orderBy('seq').execute()).map(
          (f) => f.ruta,
        );
      const auditadasAntes = (await auditadas()).length;
      let pedidos = 0;
      for (const r of RUTAS) {
        const como = COMO[r.nombre]!;
        for (const rol of ['editor', 'lector'] as const) {
          const { cookie, donde, puede } = quien(ambito, rol, r);
          if (como.tipo === 'escritura') {
            // The answer to a missing id, asked once per distinct request.
            const faltas = new Map<string, Awaited<ReturnType<typeof s.t.request>>>();
            for (const p of await como.fuera(c)) {
              const clave = JSON.stringify(p.falta);
              const falta = faltas.get(clave) ?? (await s.t.request({ ...p.falta, cookie } as InjectOptions));
              faltas.set(clave, falta);
              expect(falta.statusCode, `${donde} ${p.falta.url}`).toBe(puede ? 404 : 403);
              const res = await s.t.request({ ...p.fuera, cookie } as InjectOptions);
              expect([res.statusCode, res.body], `${donde} ${p.fuera.method} ${p.fuera.url}`).toEqual([
                falta.statusCode,
                falta.body,
              ]);
              pedidos += 1;
            }
          } else if (como.tipo === 'csv-asignacion') {
            pedidos += await asignacionFuera(c, cookie, puede, donde);
          } else if (como.tipo === 'fuera-de-alcance' && como.por !== 'publica') {
            const res = await s.t.request({
              method: r.route.method,
              url: r.route.path.replace(/:[A-Za-z_]+/g, 'x'),
              cookie,
              ...(r.route.method === 'GET' ? {} : { payload: {} }),
            });
            expect([res.statusCode, res.json()], donde).toEqual([
              403,
              { error: MENSAJES_GENERALES.prohibido },
            ]);
          }
        }
      }
      expect(pedidos).toBeGreaterThan(20);
      expect(await huellaDatos(s.t, ['auditoria']), nombreAmbito(ambito)).toBe(antes);
      expect(new Set((await auditadas()).slice(auditadasAntes))).toEqual(
        new Set([`${importarDelegados.method} ${importarDelegados.path}`]),
      );
    },
    // Hundreds of refused writes and two digests of every table: PostgreSQL needs longer.
    180_000,
  );

  /** The delegates' CSV with lines outside the ground: each refused as one naming nothing. */
  async function asignacionFuera(c: Ctx, cookie: string, puede: boolean, donde: string): Promise<number> {
    const propio = c.s.defensores.find((d) => d.mesa && dentroDe(c.t, SUELO_MESA.get(d.mesa)!))!;
    const ajenos = [];
    for (const d of c.s.defensores) if (!(await c.defensorDentro(d.id))) ajenos.push(d);
    const filas = [
      ...mesasFuera(c).map((m) => [propio.celular, m, MENSAJES_TERRENO.mesaFueraDeTerreno(m)]),
      [propio.celular, 'NO-EXISTE', MENSAJES_TERRENO.mesaFueraDeTerreno('NO-EXISTE')],
      ...ajenos.map((d) => [d.celular, propio.mesa!, MENSAJES_TERRENO.telefonoFueraDeTerreno(d.celular)]),
    ] as [string, string, string][];
    const csv = ['telefono;codigo_mesa', ...filas.map(([tel, mesa]) => `${tel};${mesa}`)].join('\n');
    for (const aplicar of [false, true]) {
      const res = await pedir(s.t, importarDelegados, {
        query: { aplicar },
        payload: csv,
        headers: { 'content-type': 'text/csv' },
        cookie,
      });
      if (!puede) {
        expect(res.statusCode, donde).toBe(403);
        continue;
      }
      expect(res.statusCode, donde).toBe(200);
      expect(res.json<ResultadoAsignacion>(), donde).toEqual({
        asignar: 0,
        sinCambios: 0,
        rechazadas: filas.map(([, , motivo], i) => ({ linea: i + 2, motivo })),
        aplicado: aplicar,
      });
    }
    return filas.length;
  }

  it('dentro de su terreno el editor sí escribe (los 404 no son un rechazo general)', async () => {
    for (const a of AMBITOS) {
      const c = ctx(a);
      const cookie = s.cookies.get(claveCookie(a, 'editor'))!;
      const mesa = mesaDentro(c);
      const actual = (
        (await admin(urlDe(listarMesas))) as { mesas: { codigo: string; delegado: { id: string } | null }[] }
      ).mesas.find((m) => m.codigo === mesa)!;
      const res = await pedir(s.t, asignarDelegado, {
        params: { codigo: mesa },
        payload: { defensorId: actual.delegado?.id ?? null },
        cookie,
      });
      expect(res.statusCode, nombreAmbito(a)).toBe(200);
      expect(res.json<{ codigo: string }>().codigo).toBe(mesa);
    }
  });
});
