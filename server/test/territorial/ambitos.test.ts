import {
  AREA_TERRITORIAL,
  MENSAJES_AMBITO,
  MENSAJES_TERRITORIAL,
  REGION_TERRITORIAL_IDS,
  type RegionTerritorial,
  type ResumenRegionTerritorial,
  obtenerRegion,
  listarTerritorial,
  crearDefensor,
  crearEventoTerritorial,
  crearSegmento,
  registrarPromovidos,
  type Route,
} from '@comando/contract';
import { RUTAS_POR_AREA } from '@comando/contract/route-table';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cargarRegistro, huellaDatos, loginConAmbito } from '../ambito-comun.js';
import { createTestApp, dialects, type TestApp } from '../helpers.js';
import { pedir } from '../api.js';

const RUTAS = RUTAS_POR_AREA.filter((r) => r.area === AREA_TERRITORIAL);
const ESCRITURAS = RUTAS.filter((r) => r.route.method !== 'GET');

/** A valid body for every write of the area: a new route without one fails the test. */
const CUERPOS: Record<string, object | undefined> = {
  configurarRegion: { electionDate: '2027-05-01', targetDefenders: 7 },
  crearDefensor: { name: 'Ana', phone: '70000000', email: 'ana@comando.bo', pollingStation: null },
  editarDefensor: { name: 'Ana B', phone: '70000001', email: 'anab@comando.bo', pollingStation: null },
  eliminarDefensor: undefined,
  crearEventoTerritorial: { title: 'Mitin', date: '2026-12-01', expectedAttendees: 10, actualAttendees: 0 },
  actualizarAsistencia: { actualAttendees: 5 },
  eliminarEventoTerritorial: undefined,
  actualizarMetaPromocion: { targetPromoters: 50 },
  registrarPromovidos: { quantity: 3 },
  crearSegmento: { name: 'Jóvenes' },
  eliminarSegmento: undefined,
};

describe.each(dialects)('Territorial por ámbito (%s)', (dialect) => {
  let t: TestApp;
  let admin: string;
  /** Ids of each region's defender, event and segment, made by the admin. */
  const ids = new Map<string, { defensor: string; evento: string; segmento: string }>();
  beforeAll(async () => {
    t = await createTestApp(dialect);
    admin = await t.login('admin');
    for (const region of REGION_TERRITORIAL_IDS) {
      const post = (ruta: Route, payload: object) =>
        pedir(t, ruta, { params: { region }, cookie: admin, payload });
      const defensor = await post(crearDefensor, { ...CUERPOS.crearDefensor, name: `Defensor ${region}` });
      const evento = await post(crearEventoTerritorial, CUERPOS.crearEventoTerritorial ?? {});
      const segmento = await post(crearSegmento, { name: `Segmento ${region}` });
      await post(registrarPromovidos, { quantity: region.length });
      ids.set(region, {
        defensor: defensor.json<{ id: string }>().id,
        evento: evento.json<{ id: string }>().id,
        segmento: segmento.json<{ id: string }>().id,
      });
    }
  });
  afterAll(() => t.close());

  /** A route's params in `region`: the region, and the id of its defender, event or segment. */
  const paramsDe = (route: Route, region: string): Record<string, string> => {
    const de = ids.get(region);
    const id = /\/defensores\/:id/.test(route.path)
      ? de?.defensor
      : /\/eventos\/:id/.test(route.path)
        ? de?.evento
        : de?.segmento;
    return route.path.includes('/:id') ? { region, id: String(id) } : { region };
  };
  const todas = async () =>
    Promise.all(
      REGION_TERRITORIAL_IDS.map(async (r) =>
        (await pedir(t, obtenerRegion, { params: { region: r }, cookie: admin })).json<RegionTerritorial>(),
      ),
    );

  it('cada escritura del área tiene un cuerpo de prueba', () => {
    expect(ESCRITURAS.length).toBeGreaterThan(8);
    for (const r of ESCRITURAS) expect(Object.keys(CUERPOS), r.nombre).toContain(r.nombre);
  });

  it.each(REGION_TERRITORIAL_IDS)(
    'departamento %s: editor y lector leen solo su región; fuera, 404 y nada guardado',
    async (propia) => {
      const nacional = (await pedir(t, listarTerritorial, { cookie: admin })).json<
        ResumenRegionTerritorial[]
      >();
      for (const rol of ['editor', 'lector'] as const) {
        const cookie = await loginConAmbito(t, admin, rol, { nivel: 'departamento', departamento: propia });
        const antes = await huellaDatos(t);
        for (const { route, nombre } of RUTAS) {
          for (const region of REGION_TERRITORIAL_IDS) {
            const donde = `${rol} de ${propia}: ${nombre} en ${region}`;
            if (route.method === 'GET' && !route.path.includes(':region')) {
              if (region !== propia) continue;
              const lista = await pedir(t, route, { cookie });
              expect(lista.statusCode, donde).toBe(200);
              expect(lista.json(), donde).toEqual(nacional.filter((r) => r.id === propia));
              continue;
            }
            if (route.method === 'GET') {
              const res = await pedir(t, route, { params: paramsDe(route, region), cookie });
              const admin_ = await pedir(t, route, { params: paramsDe(route, region), cookie: admin });
              if (region === propia) expect(res.body, donde).toBe(admin_.body);
              else {
                expect(res.statusCode, donde).toBe(404);
                expect(res.json(), donde).toEqual({ error: MENSAJES_TERRITORIAL.regionNoEncontrada });
              }
              continue;
            }
            if (region === propia) continue;
            const res = await pedir(t, route, {
              params: paramsDe(route, region),
              cookie,
              payload: CUERPOS[nombre],
            });
            expect(res.statusCode, donde).toBe(rol === 'lector' ? 403 : 404);
            if (rol === 'editor')
              expect(res.json(), donde).toEqual({ error: MENSAJES_TERRITORIAL.regionNoEncontrada });
          }
        }
        expect(await huellaDatos(t), `${rol} de ${propia}`).toBe(antes);
      }
    },
  );

  it('un editor de departamento escribe en su región con los mismos cuerpos e ids (los 404 de arriba son el ámbito)', async () => {
    const cookie = await loginConAmbito(t, admin, 'editor', {
      nivel: 'departamento',
      departamento: 'potosi',
    });
    for (const { route, nombre } of ESCRITURAS) {
      const res = await pedir(t, route, {
        params: paramsDe(route, 'potosi'),
        cookie,
        payload: CUERPOS[nombre],
      });
      expect(res.statusCode, `${nombre}: ${res.body}`).toBeLessThan(300);
    }
    const potosi = (await todas()).find((r) => r.id === 'potosi');
    expect(potosi?.segments.map((s) => s.name)).toContain('Jóvenes');
  });

  it('municipio y recinto leen la región de su departamento y no escriben en ella (403)', async () => {
    expect(await cargarRegistro(t, admin)).toBe(200);
    const ambitos = [
      { nivel: 'municipio', departamento: 'la-paz', municipio: 'El Alto' },
      { nivel: 'recinto', recinto: 'R2' },
    ] as const;
    for (const [ambito, propia] of [
      [ambitos[0], 'la-paz'],
      [ambitos[1], 'oruro'],
    ] as const) {
      const cookie = await loginConAmbito(t, admin, 'editor', ambito);
      const lista = await pedir(t, listarTerritorial, { cookie });
      expect(lista.json<ResumenRegionTerritorial[]>().map((r) => r.id)).toEqual([propia]);
      expect((await pedir(t, obtenerRegion, { params: { region: propia }, cookie })).statusCode).toBe(200);
      const antes = await huellaDatos(t);
      for (const { route, nombre } of ESCRITURAS) {
        const res = await pedir(t, route, {
          params: paramsDe(route, propia),
          cookie,
          payload: CUERPOS[nombre],
        });
        expect(res.statusCode, `${ambito.nivel}: ${nombre}`).toBe(403);
        expect(res.json()).toEqual({ error: MENSAJES_AMBITO.soloDepartamental });
      }
      expect(await huellaDatos(t)).toBe(antes);
    }
  });
});
