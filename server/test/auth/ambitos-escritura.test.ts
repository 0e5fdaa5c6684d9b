import { AREAS_CON_TERRENO, MENSAJES_AMBITO, REGION_TERRITORIAL_IDS } from '@comando/contract';
import { RUTAS_POR_AREA } from '@comando/contract/route-table';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { huellaDatos, loginConAmbito } from '../ambito-comun.js';
import { paramsIguales, pedir } from '../api.js';
import { createTestApp, dialects, type TestApp } from '../helpers.js';

const WRITES = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/** Every write of the route table in an area without ground (polls, avisos, finance…). */
const sinTerreno = RUTAS_POR_AREA.filter(
  (r) => WRITES.has(r.route.method) && !(AREAS_CON_TERRENO as readonly string[]).includes(r.area),
);

describe.each(dialects)('escrituras sin terreno con ámbito (%s)', (dialect) => {
  let t: TestApp;
  let admin: string;
  beforeAll(async () => {
    t = await createTestApp(dialect);
    admin = await t.login('admin');
  });
  afterAll(() => t.close());

  it('la tabla de rutas tiene escrituras sin terreno en cada área que no es Territorial ni Día D', () => {
    const areas = new Set(sinTerreno.map((r) => r.area));
    expect([...areas].sort()).toEqual(
      [...new Set(RUTAS_POR_AREA.map((r) => r.area))]
        .filter((a) => !(AREAS_CON_TERRENO as readonly string[]).includes(a))
        .filter((a) => RUTAS_POR_AREA.some((r) => r.area === a && WRITES.has(r.route.method)))
        .sort(),
    );
    expect(sinTerreno.length).toBeGreaterThan(40);
  });

  it.each(REGION_TERRITORIAL_IDS)(
    'un editor con ámbito de departamento %s recibe 403 en cada una, sin guardar nada',
    async (departamento) => {
      const editor = await loginConAmbito(t, admin, 'editor', { nivel: 'departamento', departamento });
      const antes = await huellaDatos(t);
      for (const { route } of sinTerreno) {
        const res = await pedir(t, route, {
          params: paramsIguales(route, 'no-existe'),
          cookie: editor,
          payload: {},
        });
        const donde = `${departamento}: ${route.method} ${route.path}`;
        expect(res.statusCode, donde).toBe(403);
        // An admin-only route refuses the role first; every other one says why.
        if (route.roles.includes('editor')) {
          expect(res.json(), donde).toEqual({ error: MENSAJES_AMBITO.soloNacional });
        }
      }
      expect(await huellaDatos(t), departamento).toBe(antes);
    },
  );

  it('lo mismo con ámbito de municipio y de recinto (guardados aunque el registro esté vacío)', async () => {
    // Set straight in the table, as a registry reloaded without them would leave them.
    const guardados = [
      { nivel: 'municipio', departamento: 'la-paz', municipio: 'El Alto' },
      { nivel: 'recinto', recinto: 'R1' },
    ];
    for (const ambito of guardados) {
      const usuario = `local-${ambito.nivel}`;
      const editor = await t.loginComo('editor', usuario);
      await t.deps.db
        .updateTable('usuarios')
        .set({ ambito: JSON.stringify(ambito), ambito_departamento: 'la-paz' })
        .where('usuario', '=', usuario)
        .execute();
      const antes = await huellaDatos(t);
      for (const { route } of sinTerreno.filter((r) => r.route.roles.includes('editor'))) {
        const res = await pedir(t, route, {
          params: paramsIguales(route, 'no-existe'),
          cookie: editor,
          payload: {},
        });
        expect(res.statusCode, `${ambito.nivel}: ${route.method} ${route.path}`).toBe(403);
        expect(res.json()).toEqual({ error: MENSAJES_AMBITO.soloNacional });
      }
      expect(await huellaDatos(t)).toBe(antes);
    }
  });

  it('un editor nacional no recibe 403 en ninguna de las que su rol alcanza', async () => {
    const editor = await t.login('editor');
    const suyas = sinTerreno.filter((r) => r.route.roles.includes('editor'));
    expect(suyas.length).toBeGreaterThan(40);
    for (const { route } of suyas) {
      const res = await pedir(t, route, {
        params: paramsIguales(route, 'no-existe'),
        cookie: editor,
        payload: {},
      });
      expect(res.statusCode, `${route.method} ${route.path}`).not.toBe(403);
    }
  });
});
