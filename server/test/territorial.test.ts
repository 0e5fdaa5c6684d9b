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
} from '@comando/contract';
import type { InjectOptions } from 'light-my-request';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, dialects, type TestApp } from './helpers.js';

const URL = '/api/territorial';

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

  const get = async <T>(url: string) => {
    const res = await t.request({ url, cookie });
    expect(res.statusCode, res.body).toBe(200);
    return res.json<T>();
  };
  const send = (method: NonNullable<InjectOptions['method']>, url: string, payload?: unknown, c = cookie) =>
    t.request({ method: method, url, payload: payload as object, cookie: c });
  const region = (id: string) => get<RegionTerritorial>(`${URL}/${id}`);

  it('responde 401 sin sesión', async () => {
    for (const [method, url] of [
      ['GET', URL],
      ['GET', `${URL}/pando`],
      ['POST', `${URL}/pando/promocion/registros`],
    ] as const) {
      const res = await t.request({ method, url, payload: method === 'GET' ? undefined : { quantity: 1 } });
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual({ error: MENSAJES_GENERALES.noAutenticado });
    }
  });

  it('lista las nueve regiones con los valores por defecto en una sola llamada', async () => {
    const lista = await get<ResumenRegionTerritorial[]>(URL);
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
    for (const [method, url, payload] of [
      ['GET', `${URL}/atlantida`, undefined],
      ['PUT', `${URL}/atlantida/configuracion`, { electionDate: '2025-05-01', targetDefenders: 5 }],
      ['POST', `${URL}/atlantida/segmentos`, { name: 'Jóvenes' }],
      ['POST', `${URL}/atlantida/promocion/registros`, { quantity: 1 }],
      ['DELETE', `${URL}/atlantida/segmentos/x`, undefined],
    ] as const) {
      const res = await send(method, url, payload);
      expect(res.statusCode, url).toBe(404);
      expect(res.json()).toEqual({ error: MENSAJES_TERRITORIAL.regionNoEncontrada });
    }
  });

  it('configura la elección y lo conserva tras reiniciar', async () => {
    const res = await send('PUT', `${URL}/oruro/configuracion`, {
      electionDate: '2026-03-08',
      targetDefenders: 250,
    });
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
      const res = await send('PUT', `${URL}/beni/configuracion`, payload);
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
    const res = await send('POST', `${URL}/la-paz/defensores`, {
      name: ' Ana Quispe ',
      phone: '70012345',
      email: 'ana@example.com',
      pollingStation: '',
    });
    expect(res.statusCode).toBe(201);
    const ana = res.json<Defensor>();
    expect(ana).toMatchObject({ name: 'Ana Quispe', pollingStation: null });
    const res2 = await send('POST', `${URL}/la-paz/defensores`, {
      name: 'Luis Mamani',
      phone: '+591 71234567',
      email: 'luis@example.com',
      pollingStation: 'C-12345678A',
    });
    expect(res2.statusCode).toBe(201);
    const luis = res2.json<Defensor>();

    const edit = await send('PUT', `${URL}/la-paz/defensores/${ana.id}`, {
      name: 'Ana Quispe M.',
      phone: '70012345',
      email: 'ana.q@example.com',
      pollingStation: 'M-7',
    });
    expect(edit.statusCode).toBe(200);
    expect(edit.json()).toEqual({
      ...ana,
      name: 'Ana Quispe M.',
      email: 'ana.q@example.com',
      pollingStation: 'M-7',
    });

    const r = await region('la-paz');
    expect(r.defenders.map((d) => d.id).sort()).toEqual([ana.id, luis.id].sort());
    const lista = await get<ResumenRegionTerritorial[]>(URL);
    expect(lista.find((x) => x.id === 'la-paz')?.defendersCount).toBe(2);

    // Another region's id does not reach this defender.
    const ajeno = await send('DELETE', `${URL}/pando/defensores/${luis.id}`);
    expect(ajeno.statusCode).toBe(404);
    expect(ajeno.json()).toEqual({ error: MENSAJES_TERRITORIAL.defensorNoEncontrado });

    const del = await send('DELETE', `${URL}/la-paz/defensores/${luis.id}`);
    expect(del.statusCode).toBe(204);
    expect((await region('la-paz')).defenders.map((d) => d.id)).toEqual([ana.id]);
    const again = await send('DELETE', `${URL}/la-paz/defensores/${luis.id}`);
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
      const res = await send('POST', `${URL}/chuquisaca/defensores`, payload);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ error: error });
    }
    const extra = await send('POST', `${URL}/chuquisaca/defensores`, { ...ok, rol: 'x' });
    expect(extra.statusCode).toBe(400);
    expect((await region('chuquisaca')).defenders).toEqual([]);
  });

  it('crea eventos ordenados por fecha, actualiza asistentes y elimina', async () => {
    const crear = async (title: string, date: string) => {
      const res = await send('POST', `${URL}/cochabamba/eventos`, {
        title,
        date,
        expectedAttendees: 100,
        actualAttendees: 0,
      });
      expect(res.statusCode).toBe(201);
      return res.json<EventoTerritorial>();
    };
    const a = await crear('Mitin', '2026-01-10');
    const b = await crear('Caravana', '2026-02-20');
    const c = await crear('Foro', '2025-12-01');
    expect((await region('cochabamba')).events.map((e) => e.title)).toEqual(['Caravana', 'Mitin', 'Foro']);

    const upd = await send('PUT', `${URL}/cochabamba/eventos/${a.id}/asistencia`, { actualAttendees: 95 });
    expect(upd.statusCode).toBe(200);
    expect(upd.json()).toEqual({ ...a, actualAttendees: 95 });

    const bad = await send('PUT', `${URL}/cochabamba/eventos/${a.id}/asistencia`, { actualAttendees: -1 });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toEqual({ error: MENSAJES_TERRITORIAL.realesMin });
    expect((await region('cochabamba')).events.find((e) => e.id === a.id)?.actualAttendees).toBe(95);

    const missing = await send('PUT', `${URL}/cochabamba/eventos/nada/asistencia`, { actualAttendees: 1 });
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ error: MENSAJES_TERRITORIAL.eventoNoEncontrado });

    expect((await send('DELETE', `${URL}/cochabamba/eventos/${c.id}`)).statusCode).toBe(204);
    const r = await region('cochabamba');
    expect(r.events.map((e) => e.id)).toEqual([b.id, a.id]);
    const lista = await get<ResumenRegionTerritorial[]>(URL);
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
      const res = await send('POST', `${URL}/tarija/eventos`, payload);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ error: error });
    }
    expect((await region('tarija')).events).toEqual([]);
  });

  it('la meta de promovidos se fuerza a al menos 1 y registra sumando', async () => {
    const meta = await send('PUT', `${URL}/pando/promocion/meta`, { targetPromoters: 0 });
    expect(meta.statusCode).toBe(200);
    expect(meta.json()).toEqual({ promotedCount: 0, targetPromoters: 1 });
    const meta2 = await send('PUT', `${URL}/pando/promocion/meta`, { targetPromoters: 800 });
    expect(meta2.json()).toEqual({ promotedCount: 0, targetPromoters: 800 });
    const bad = await send('PUT', `${URL}/pando/promocion/meta`, { targetPromoters: 'x' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toEqual({ error: MENSAJES_TERRITORIAL.metaPromovidosRequerida });

    const reg = await send('POST', `${URL}/pando/promocion/registros`, { quantity: 7 });
    expect(reg.statusCode).toBe(200);
    expect(reg.json()).toEqual({ promotedCount: 7, targetPromoters: 800 });
    for (const quantity of [0, -4, 1.5, '']) {
      const r = await send('POST', `${URL}/pando/promocion/registros`, { quantity });
      expect(r.statusCode).toBe(400);
      expect(r.json()).toEqual({ error: MENSAJES_TERRITORIAL.cantidadMin });
    }
    expect(await region('pando')).toMatchObject({ promotedCount: 7, targetPromoters: 800 });
  });

  it('50 registros simultáneos de dos usuarios suman exactamente', async () => {
    const cantidades = Array.from({ length: 50 }, (_, i) => (i % 5) + 1);
    const respuestas = await Promise.all(
      cantidades.map((quantity, i) =>
        send('POST', `${URL}/santa-cruz/promocion/registros`, { quantity }, i % 2 ? cookie : cookieAdmin),
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
    const res = await send('POST', `${URL}/beni/segmentos`, { name: 'Jóvenes' });
    expect(res.statusCode).toBe(201);
    const s = res.json<SegmentoTerritorial>();
    expect(s.name).toBe('Jóvenes');
    const bad = await send('POST', `${URL}/beni/segmentos`, { name: ' ' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toEqual({ error: MENSAJES_TERRITORIAL.segmentoRequerido });
    expect((await region('beni')).segments).toEqual([s]);
    const lista = await get<ResumenRegionTerritorial[]>(URL);
    expect(lista.find((x) => x.id === 'beni')?.segmentsCount).toBe(1);
    expect((await send('DELETE', `${URL}/beni/segmentos/${s.id}`)).statusCode).toBe(204);
    expect((await region('beni')).segments).toEqual([]);
    const again = await send('DELETE', `${URL}/beni/segmentos/${s.id}`);
    expect(again.statusCode).toBe(404);
    expect(again.json()).toEqual({ error: MENSAJES_TERRITORIAL.segmentoNoEncontrado });
  });

  it('los datos sobreviven a un reinicio y la semilla no los sobrescribe', async () => {
    await send('POST', `${URL}/tarija/segmentos`, { name: 'Mujeres' });
    await send('POST', `${URL}/tarija/promocion/registros`, { quantity: 3 });
    t = await t.restart();
    cookie = await t.login('editor');
    const r = await region('tarija');
    expect(r.segments.map((s) => s.name)).toEqual(['Mujeres']);
    expect(r.promotedCount).toBe(3);
  });
});
