import {
  DEFAULTS_TERRITORIAL,
  MENSAJES_GENERALES,
  MENSAJES_TERRITORIAL,
  REGIONES_TERRITORIALES,
  type Defensor,
  type EventoTerritorial,
  type PromocionTerritorial,
  type RegionTerritorial,
  type ResumenRegionTerritorial,
  type SegmentoTerritorial,
  actualizarAsistencia,
  actualizarMetaPromocion,
  configurarRegion,
  crearDefensor,
  crearEventoTerritorial,
  crearSegmento,
  editarDefensor,
  eliminarDefensor,
  eliminarEventoTerritorial,
  eliminarSegmento,
  listarTerritorial,
  obtenerRegion,
  registrarPromovidos,
  type Route,
} from '@comando/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pedir, urlDe, type Params } from '../api.js';
import { createTestApp, dialects, type TestApp } from '../helpers.js';

describe.each(dialects)('territorial (%s)', (dialect) => {
  let t: TestApp;
  let cookie: string;
  let cookieAdmin: string;
  beforeAll(async () => {
    t = await createTestApp(dialect);
    cookie = await t.login('editor');
    cookieAdmin = await t.login('admin');
  });
  afterAll(() => t.close());

  const get = async <T, R extends Route = Route>(ruta: R, params?: Params<R>) => {
    const res = await pedir(t, ruta, { params, cookie });
    expect(res.statusCode, res.body).toBe(200);
    return res.json<T>();
  };
  const send = <R extends Route>(ruta: R, params: Params<R>, payload?: unknown, c = cookie) =>
    pedir(t, ruta, { params, payload: payload as object, cookie: c });
  const region = (id: string) => get<RegionTerritorial>(obtenerRegion, { region: id });

  it('responde 401 sin sesión', async () => {
    for (const [ruta, params] of [
      [listarTerritorial, undefined],
      [obtenerRegion, { region: 'pando' }],
      [registrarPromovidos, { region: 'pando' }],
    ] as const) {
      const method = ruta.method;
      const res = await pedir(t, ruta as Route, {
        params,
        payload: method === 'GET' ? undefined : { quantity: 1 },
      });
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual({ error: MENSAJES_GENERALES.noAutenticado });
    }
  });

  it('lista las nueve regiones con los valores por defecto en una sola llamada', async () => {
    const lista = await get<ResumenRegionTerritorial[]>(listarTerritorial);
    expect(lista.map((r) => [r.id, r.name, r.location])).toEqual(
      REGIONES_TERRITORIALES.map((r) => [r.id, r.name, r.location]),
    );
    for (const r of lista) {
      expect(r).toMatchObject({
        configured: false,
        electionDate: DEFAULTS_TERRITORIAL.electionDate,
        targetDefenders: DEFAULTS_TERRITORIAL.targetDefenders,
        promotedCount: DEFAULTS_TERRITORIAL.promotedCount,
        targetPromoters: DEFAULTS_TERRITORIAL.targetPromoters,
        defendersCount: 0,
        eventsCount: 0,
        segmentsCount: 0,
      });
    }
  });

  it('una región sin datos responde los valores por defecto y listas vacías', async () => {
    expect(await region('potosi')).toEqual({
      id: 'potosi',
      name: 'Potosí',
      location: 'Suroeste',
      configured: false,
      electionDate: '2025-05-01',
      targetDefenders: 1000,
      promotedCount: 0,
      targetPromoters: 500,
      defenders: [],
      events: [],
      segments: [],
    });
  });

  it('una región desconocida responde 404 en cada ruta', async () => {
    for (const [ruta, params, payload] of [
      [obtenerRegion, { region: 'atlantida' }, undefined],
      [configurarRegion, { region: 'atlantida' }, { electionDate: '2025-05-01', targetDefenders: 5 }],
      [crearSegmento, { region: 'atlantida' }, { name: 'Jóvenes' }],
      [registrarPromovidos, { region: 'atlantida' }, { quantity: 1 }],
      [eliminarSegmento, { region: 'atlantida', id: 'x' }, undefined],
    ] as const) {
      const url = urlDe(ruta as Route, params);
      const res = await send(ruta as Route, params, payload);
      expect(res.statusCode, url).toBe(404);
      expect(res.json()).toEqual({ error: MENSAJES_TERRITORIAL.regionNoEncontrada });
    }
  });

  it('configura la elección y lo conserva tras reiniciar', async () => {
    const res = await send(
      configurarRegion,
      { region: 'oruro' },
      {
        electionDate: '2026-03-08',
        targetDefenders: 250,
      },
    );
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ configured: true, electionDate: '2026-03-08', targetDefenders: 250 });
    t = await t.restart();
    const r = await region('oruro');
    expect(r).toMatchObject({ configured: true, electionDate: '2026-03-08', targetDefenders: 250 });
  });

  it('rechaza una configuración inválida y no guarda nada', async () => {
    for (const [payload, error] of [
      [{ electionDate: '', targetDefenders: 5 }, MENSAJES_TERRITORIAL.fechaEleccionRequerida],
      [{ electionDate: '2026-02-30', targetDefenders: 5 }, MENSAJES_TERRITORIAL.fechaInvalida],
      [{ electionDate: '2026-03-01', targetDefenders: 0 }, MENSAJES_TERRITORIAL.metaDefensoresMin],
      [{ electionDate: '2026-03-01', targetDefenders: 2.5 }, MENSAJES_TERRITORIAL.metaDefensoresMin],
    ] as const) {
      const res = await send(configurarRegion, { region: 'beni' }, payload);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ error: error });
    }
    expect(await region('beni')).toMatchObject({
      configured: false,
      electionDate: '2025-05-01',
      targetDefenders: 1000,
    });
  });

  it('crea, edita y elimina defensores; la casilla es opcional', async () => {
    const res = await send(
      crearDefensor,
      { region: 'la-paz' },
      {
        name: ' Ana Quispe ',
        phone: '70012345',
        email: 'ana@example.com',
        pollingStation: '',
      },
    );
    expect(res.statusCode).toBe(201);
    const ana = res.json<Defensor>();
    expect(ana).toMatchObject({ name: 'Ana Quispe', pollingStation: null });
    const res2 = await send(
      crearDefensor,
      { region: 'la-paz' },
      {
        name: 'Luis Mamani',
        phone: '+591 71234567',
        email: 'luis@example.com',
        pollingStation: 'C-12345678A',
      },
    );
    expect(res2.statusCode).toBe(201);
    const luis = res2.json<Defensor>();

    const edit = await send(
      editarDefensor,
      { region: 'la-paz', id: ana.id },
      {
        name: 'Ana Quispe M.',
        phone: '70012345',
        email: 'ana.q@example.com',
        pollingStation: 'M-7',
      },
    );
    expect(edit.statusCode).toBe(200);
    expect(edit.json()).toEqual({
      ...ana,
      name: 'Ana Quispe M.',
      email: 'ana.q@example.com',
      pollingStation: 'M-7',
    });

    const r = await region('la-paz');
    expect(r.defenders.map((d) => d.id).sort()).toEqual([ana.id, luis.id].sort());
    const lista = await get<ResumenRegionTerritorial[]>(listarTerritorial);
    expect(lista.find((x) => x.id === 'la-paz')?.defendersCount).toBe(2);

    // Another region's id does not reach this defender.
    const ajeno = await send(eliminarDefensor, { region: 'pando', id: luis.id });
    expect(ajeno.statusCode).toBe(404);
    expect(ajeno.json()).toEqual({ error: MENSAJES_TERRITORIAL.defensorNoEncontrado });

    const del = await send(eliminarDefensor, { region: 'la-paz', id: luis.id });
    expect(del.statusCode).toBe(204);
    expect((await region('la-paz')).defenders.map((d) => d.id)).toEqual([ana.id]);
    const again = await send(eliminarDefensor, { region: 'la-paz', id: luis.id });
    expect(again.statusCode).toBe(404);
  });

  it('rechaza defensores inválidos y no guarda nada', async () => {
    const ok = { name: 'Eva', phone: '70000000', email: 'eva@example.com' };
    for (const [payload, error] of [
      [{ ...ok, name: '  ' }, MENSAJES_TERRITORIAL.nombreRequerido],
      [{ ...ok, phone: '' }, MENSAJES_TERRITORIAL.celularRequerido],
      [{ ...ok, email: '' }, MENSAJES_TERRITORIAL.emailRequerido],
      [{ ...ok, email: 'no-es-email' }, 'El email no es válido'],
      [{ ...ok, pollingStation: 'C-123456789A' }, MENSAJES_TERRITORIAL.casillaMax],
    ] as const) {
      const res = await send(crearDefensor, { region: 'chuquisaca' }, payload);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ error: error });
    }
    const extra = await send(crearDefensor, { region: 'chuquisaca' }, { ...ok, rol: 'x' });
    expect(extra.statusCode).toBe(400);
    expect((await region('chuquisaca')).defenders).toEqual([]);
  });

  it('crea eventos ordenados por fecha, actualiza asistentes y elimina', async () => {
    const crear = async (title: string, date: string) => {
      const res = await send(
        crearEventoTerritorial,
        { region: 'cochabamba' },
        {
          title,
          date,
          expectedAttendees: 100,
          actualAttendees: 0,
        },
      );
      expect(res.statusCode).toBe(201);
      return res.json<EventoTerritorial>();
    };
    const a = await crear('Mitin', '2026-01-10');
    const b = await crear('Caravana', '2026-02-20');
    const c = await crear('Foro', '2025-12-01');
    expect((await region('cochabamba')).events.map((e) => e.title)).toEqual(['Caravana', 'Mitin', 'Foro']);

    const upd = await send(actualizarAsistencia, { region: 'cochabamba', id: a.id }, { actualAttendees: 95 });
    expect(upd.statusCode).toBe(200);
    expect(upd.json()).toEqual({ ...a, actualAttendees: 95 });

    const bad = await send(actualizarAsistencia, { region: 'cochabamba', id: a.id }, { actualAttendees: -1 });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toEqual({ error: MENSAJES_TERRITORIAL.realesMin });
    expect((await region('cochabamba')).events.find((e) => e.id === a.id)?.actualAttendees).toBe(95);

    const missing = await send(
      actualizarAsistencia,
      { region: 'cochabamba', id: 'nada' },
      { actualAttendees: 1 },
    );
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ error: MENSAJES_TERRITORIAL.eventoNoEncontrado });

    expect((await send(eliminarEventoTerritorial, { region: 'cochabamba', id: c.id })).statusCode).toBe(204);
    const r = await region('cochabamba');
    expect(r.events.map((e) => e.id)).toEqual([b.id, a.id]);
    const lista = await get<ResumenRegionTerritorial[]>(listarTerritorial);
    expect(lista.find((x) => x.id === 'cochabamba')?.eventsCount).toBe(2);
  });

  it('rechaza eventos inválidos y no guarda nada', async () => {
    const ok = { title: 'Mitin', date: '2026-01-10', expectedAttendees: 10, actualAttendees: 0 };
    for (const [payload, error] of [
      [{ ...ok, title: '' }, MENSAJES_TERRITORIAL.tituloRequerido],
      [{ ...ok, date: '' }, MENSAJES_TERRITORIAL.fechaRequerida],
      [{ ...ok, expectedAttendees: 0 }, MENSAJES_TERRITORIAL.esperadosMin],
      [{ ...ok, expectedAttendees: '' }, MENSAJES_TERRITORIAL.esperadosMin],
      [{ ...ok, expectedAttendees: 1.5 }, MENSAJES_TERRITORIAL.esperadosMin],
      [{ ...ok, actualAttendees: -2 }, MENSAJES_TERRITORIAL.realesMin],
    ] as const) {
      const res = await send(crearEventoTerritorial, { region: 'tarija' }, payload);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ error: error });
    }
    expect((await region('tarija')).events).toEqual([]);
  });

  it('la meta de promovidos se fuerza a al menos 1 y registra sumando', async () => {
    const meta = await send(actualizarMetaPromocion, { region: 'pando' }, { targetPromoters: 0 });
    expect(meta.statusCode).toBe(200);
    expect(meta.json()).toEqual({ promotedCount: 0, targetPromoters: 1 });
    const meta2 = await send(actualizarMetaPromocion, { region: 'pando' }, { targetPromoters: 800 });
    expect(meta2.json()).toEqual({ promotedCount: 0, targetPromoters: 800 });
    const bad = await send(actualizarMetaPromocion, { region: 'pando' }, { targetPromoters: 'x' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toEqual({ error: MENSAJES_TERRITORIAL.metaPromovidosRequerida });

    const reg = await send(registrarPromovidos, { region: 'pando' }, { quantity: 7 });
    expect(reg.statusCode).toBe(200);
    expect(reg.json()).toEqual({ promotedCount: 7, targetPromoters: 800 });
    for (const quantity of [0, -4, 1.5, '']) {
      const r = await send(registrarPromovidos, { region: 'pando' }, { quantity });
      expect(r.statusCode).toBe(400);
      expect(r.json()).toEqual({ error: MENSAJES_TERRITORIAL.cantidadMin });
    }
    expect(await region('pando')).toMatchObject({ promotedCount: 7, targetPromoters: 800 });
  });

  it('50 registros simultáneos de dos usuarios suman exactamente', async () => {
    const cantidades = Array.from({ length: 50 }, (_, i) => (i % 5) + 1);
    const respuestas = await Promise.all(
      cantidades.map((quantity, i) =>
        send(registrarPromovidos, { region: 'santa-cruz' }, { quantity }, i % 2 ? cookie : cookieAdmin),
      ),
    );
    expect(respuestas.every((r) => r.statusCode === 200)).toBe(true);
    const total = cantidades.reduce((s, n) => s + n, 0);
    const finales = respuestas.map((r) => r.json<PromocionTerritorial>().promotedCount);
    expect(Math.max(...finales)).toBe(total);
    // Each answer saw a distinct running total: no two updates overwrote each other.
    expect(new Set(finales).size).toBe(50);
    expect((await region('santa-cruz')).promotedCount).toBe(total);
  });

  it('crea y elimina segmentos; el nombre es requerido', async () => {
    const res = await send(crearSegmento, { region: 'beni' }, { name: 'Jóvenes' });
    expect(res.statusCode).toBe(201);
    const s = res.json<SegmentoTerritorial>();
    expect(s.name).toBe('Jóvenes');
    const bad = await send(crearSegmento, { region: 'beni' }, { name: ' ' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toEqual({ error: MENSAJES_TERRITORIAL.segmentoRequerido });
    expect((await region('beni')).segments).toEqual([s]);
    const lista = await get<ResumenRegionTerritorial[]>(listarTerritorial);
    expect(lista.find((x) => x.id === 'beni')?.segmentsCount).toBe(1);
    expect((await send(eliminarSegmento, { region: 'beni', id: s.id })).statusCode).toBe(204);
    expect((await region('beni')).segments).toEqual([]);
    const again = await send(eliminarSegmento, { region: 'beni', id: s.id });
    expect(again.statusCode).toBe(404);
    expect(again.json()).toEqual({ error: MENSAJES_TERRITORIAL.segmentoNoEncontrado });
  });

  it('los datos sobreviven a un reinicio y la semilla no los sobrescribe', async () => {
    await send(crearSegmento, { region: 'tarija' }, { name: 'Mujeres' });
    await send(registrarPromovidos, { region: 'tarija' }, { quantity: 3 });
    t = await t.restart();
    cookie = await t.login('editor');
    const r = await region('tarija');
    expect(r.segments.map((s) => s.name)).toEqual(['Mujeres']);
    expect(r.promotedCount).toBe(3);
  });
});
