import {
  AREA_DIA_D,
  crearEleccion,
  hacerEleccionActual,
  listarElecciones,
  MENSAJES_ELECCIONES as M,
  PARAMETRO_ELECCION,
  siguienteActa,
} from '@comando/contract';
import { RUTAS_POR_AREA } from '@comando/contract/route-table';
import { beforeAll, expect, it } from 'vitest';
import { describeApi, paramsIguales, pedir, PREFIJOS } from '../../api.js';

// Issue 45, for every route of the table: a write that names an election that ended
// (`?eleccion=<id>`) is refused with 409 naming it, and nothing is stored (no audit record, which
// every write leaves). The guard reads the method, not the route: this walks the whole Día D table
// so that a new write route cannot slip past it. The elections' own routes name the elections
// they work on and are left out; so is the handing out of an acta, a read that writes (checked too).
const PROPIAS = new Set([crearEleccion, hacerEleccionActual].map((r) => `${r.method} ${r.path}`));
const ESCRIBEN = RUTAS_POR_AREA.filter(
  ({ area, route: r }) =>
    area === AREA_DIA_D &&
    r.path.startsWith(PREFIJOS.diaD) &&
    !PROPIAS.has(`${r.method} ${r.path}`) &&
    (r.method !== 'GET' || r === siguienteActa),
);

describeApi('una elección terminada: cada escritura de Día D de la tabla de rutas', (api) => {
  let primera: { id: number; nombre: string };

  beforeAll(async () => {
    primera = (await api.ok(listarElecciones, undefined, 'admin'))[0]!;
    const segunda = await api.ok(
      crearEleccion,
      { nombre: 'Segunda vuelta', fecha: '2026-12-21', tipo: 'segunda vuelta', llevar: ['registro'] },
      'admin',
    );
    await api.ok(hacerEleccionActual, undefined, 'admin', { params: { id: String(segunda.id) } });
  });

  it('la tabla tiene escrituras de Día D que recorrer', () => {
    expect(ESCRIBEN.length).toBeGreaterThan(20);
    expect(ESCRIBEN.map((r) => r.route)).toContain(siguienteActa);
  });

  it('cada una responde 409 con el nombre de la elección, y nada queda guardado', async () => {
    const cookie = await api.cookie('admin');
    const registros = async () =>
      Number(
        (
          await api.t.deps.db
            .selectFrom('auditoria')
            .select((eb) => eb.fn.countAll().as('n'))
            .executeTakeFirstOrThrow()
        ).n,
      );
    const antes = await registros();
    const fallos: string[] = [];
    for (const { nombre, route: r } of ESCRIBEN) {
      const res = await pedir(api.t, r, {
        params: paramsIguales(r, 'x'),
        query: { [PARAMETRO_ELECCION]: String(primera.id) },
        cookie,
        ...(r.method === 'GET' ? {} : { payload: {} }),
      });
      const error = String(res.headers['content-type'] ?? '').includes('json')
        ? (JSON.parse(res.body) as { error?: string }).error
        : res.body;
      if (res.statusCode !== 409 || error !== M.terminada(primera.nombre))
        fallos.push(`${nombre} (${r.method} ${r.path}): ${res.statusCode} ${error}`);
    }
    expect(fallos).toEqual([]);
    expect(await registros()).toBe(antes);
  });
});
