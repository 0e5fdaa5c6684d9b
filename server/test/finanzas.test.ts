import {
  CSV_CABECERA,
  formatCentavos,
  MENSAJES_FINANZAS,
  MENSAJES_GENERALES,
  resumenFinanzas,
  type EstadoFinanzas,
  type Ingreso,
} from '@comando/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, dialects, type TestApp } from './helpers.js';

describe.each(dialects)('finanzas (%s)', (dialect) => {
  let t: TestApp;
  let cookie: string;
  beforeAll(async () => {
    t = await createTestApp(dialect);
    cookie = await t.login('editor');
  });
  afterAll(() => t.close());

  const estado = async (): Promise<EstadoFinanzas> => {
    const res = await t.request({ url: '/api/finanzas', cookie });
    expect(res.statusCode).toBe(200);
    return res.json<EstadoFinanzas>();
  };
  const crear = (payload: unknown) =>
    t.request({ method: 'POST', url: '/api/finanzas/ingresos', cookie, payload: payload as object });

  it('sin datos: meta sin fijar y ningún ingreso', async () => {
    expect(await estado()).toEqual({ targetCents: null, entries: [] });
  });

  it('ciclo de la meta: se fija, se cambia, Editar la borra', async () => {
    let res = await t.request({
      method: 'PUT',
      url: '/api/finanzas/meta',
      cookie,
      payload: { target: 1000.5 },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json<EstadoFinanzas>().targetCents).toBe(100050);
    res = await t.request({ method: 'PUT', url: '/api/finanzas/meta', cookie, payload: { target: 2000 } });
    expect(res.json<EstadoFinanzas>().targetCents).toBe(200000);
    expect((await estado()).targetCents).toBe(200000);
    res = await t.request({ method: 'DELETE', url: '/api/finanzas/meta', cookie });
    expect(res.statusCode).toBe(204);
    expect((await estado()).targetCents).toBeNull();
  });

  it('una meta vacía, cero, con tres decimales o en texto responde 400 y no se guarda', async () => {
    const casos: [unknown, string][] = [
      ['', MENSAJES_FINANZAS.metaRequerida],
      [0, MENSAJES_FINANZAS.metaInvalida],
      [-10, MENSAJES_FINANZAS.metaInvalida],
      [10.123, MENSAJES_FINANZAS.metaInvalida],
      [1000000000.01, MENSAJES_FINANZAS.metaMaxima],
      ['500', MENSAJES_FINANZAS.metaInvalida],
    ];
    for (const [target, mensaje] of casos) {
      const res = await t.request({ method: 'PUT', url: '/api/finanzas/meta', cookie, payload: { target } });
      expect(res.statusCode, String(target)).toBe(400);
      expect(res.json()).toEqual({ error: mensaje });
    }
    expect((await estado()).targetCents).toBeNull();
  });

  it('guarda ingresos con la fecha del servidor, el más reciente primero, y suma exacta', async () => {
    t.clock.set('2026-11-23T15:00:00Z');
    const a = await crear({ title: 'Rifa', concept: 'Donación', amount: 0.1 });
    expect(a.statusCode).toBe(201);
    expect(a.json<Ingreso>()).toMatchObject({
      title: 'Rifa',
      concept: 'Donación',
      amountCents: 10,
      date: '2026-11-23T15:00:00.000Z',
    });
    t.clock.set('2026-11-23T16:00:00Z');
    const b = await crear({ title: 'Cena', concept: 'Evento', amount: 0.2 });
    expect(b.statusCode).toBe(201);
    const s = await estado();
    expect(s.entries.map((e) => e.title)).toEqual(['Cena', 'Rifa']);
    expect(formatCentavos(resumenFinanzas(s).acumuladoCentavos)).toBe('$0,30');
  });

  it('acepta el monto máximo sin perder centavos', async () => {
    t.clock.set('2026-11-23T17:00:00Z');
    const res = await crear({ title: 'Grande', concept: 'Aporte', amount: 999999999.99 });
    expect(res.statusCode).toBe(201);
    expect(res.json<Ingreso>().amountCents).toBe(99_999_999_999);
    const s = await estado();
    expect(s.entries[0]?.amountCents).toBe(99_999_999_999);
    expect(resumenFinanzas(s).acumuladoCentavos).toBe(99_999_999_999 + 30);
  });

  it('rechaza ingresos inválidos con 400 en español y no guarda nada', async () => {
    const antes = (await estado()).entries.length;
    const casos: [unknown, string][] = [
      [{ title: '', concept: 'c', amount: 1 }, MENSAJES_FINANZAS.tituloRequerido],
      [{ title: 't', concept: '   ', amount: 1 }, MENSAJES_FINANZAS.conceptoRequerido],
      [{ title: 't', concept: 'c', amount: '' }, MENSAJES_FINANZAS.montoRequerido],
      [{ title: 't', concept: 'c' }, MENSAJES_FINANZAS.montoRequerido],
      [{ title: 't', concept: 'c', amount: 0 }, MENSAJES_FINANZAS.montoInvalido],
      [{ title: 't', concept: 'c', amount: -5 }, MENSAJES_FINANZAS.montoInvalido],
      [{ title: 't', concept: 'c', amount: 1.001 }, MENSAJES_FINANZAS.montoInvalido],
      [{ title: 't', concept: 'c', amount: '10' }, MENSAJES_FINANZAS.montoInvalido],
      [{ title: 't', concept: 'c', amount: 'diez' }, MENSAJES_FINANZAS.montoInvalido],
      [{ title: 't', concept: 'c', amount: 1e12 }, MENSAJES_FINANZAS.montoMaximo],
    ];
    for (const [payload, mensaje] of casos) {
      const res = await crear(payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(res.json()).toEqual({ error: mensaje });
    }
    const extra = await crear({ title: 't', concept: 'c', amount: 1, date: '2020-01-01' });
    expect(extra.statusCode).toBe(400);
    expect((await estado()).entries.length).toBe(antes);
  });

  it('elimina un ingreso; uno inexistente responde 404', async () => {
    const nuevo = (await crear({ title: 'Borrar', concept: 'x', amount: 5 })).json<Ingreso>();
    let res = await t.request({ method: 'DELETE', url: `/api/finanzas/ingresos/${nuevo.id}`, cookie });
    expect(res.statusCode).toBe(204);
    expect((await estado()).entries.some((e) => e.id === nuevo.id)).toBe(false);
    res = await t.request({ method: 'DELETE', url: `/api/finanzas/ingresos/${nuevo.id}`, cookie });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ error: MENSAJES_GENERALES.noEncontrado });
  });

  it('exporta CSV con BOM, separador ; y decimales es-ES', async () => {
    t.clock.set('2026-11-24T03:59:00Z');
    const res = await t.request({ url: '/api/finanzas/ingresos.csv', cookie });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    // 03:59 UTC is still the 23rd in La Paz.
    expect(res.headers['content-disposition']).toBe('attachment; filename="ingresos-2026-11-23.csv"');
    const raw = res.rawPayload;
    expect([...raw.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const lines = raw.toString('utf8').slice(1).split('\r\n');
    expect(lines[0]).toBe(CSV_CABECERA.join(';'));
    expect(lines.slice(1, 4)).toEqual([
      '23/11/2026 13:00;Grande;Aporte;999999999,99',
      '23/11/2026 12:00;Cena;Evento;0,20',
      '23/11/2026 11:00;Rifa;Donación;0,10',
    ]);
  });

  it('meta e ingresos sobreviven a un reinicio', async () => {
    await t.request({ method: 'PUT', url: '/api/finanzas/meta', cookie, payload: { target: 500 } });
    const antes = await estado();
    t = await t.restart();
    expect(await estado()).toEqual(antes);
    expect(antes.targetCents).toBe(50000);
  });

  it('sin sesión responde 401', async () => {
    for (const [method, url] of [
      ['GET', '/api/finanzas'],
      ['GET', '/api/finanzas/ingresos.csv'],
      ['PUT', '/api/finanzas/meta'],
      ['POST', '/api/finanzas/ingresos'],
    ] as const) {
      const res = await t.request({ method, url, payload: method === 'GET' ? undefined : { target: 1 } });
      expect(res.statusCode, url).toBe(401);
      expect(res.json()).toEqual({ error: MENSAJES_GENERALES.noAutenticado });
    }
  });
});
