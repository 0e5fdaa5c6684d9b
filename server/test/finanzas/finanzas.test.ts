import {
  borrarMeta,
  crearIngreso,
  CSV_CABECERA,
  eliminarIngreso,
  exportarIngresosCsv,
  formatCentavos,
  MENSAJES_FINANZAS,
  MENSAJES_GENERALES,
  guardarMeta,
  obtenerFinanzas,
  resumenFinanzas,
} from '@comando/contract';
import { expect, it } from 'vitest';
import { describeApi } from '../api.js';

describeApi('finanzas', (api) => {
  const estado = () => api.ok(obtenerFinanzas, undefined);
  const crear = (payload: unknown) => api.send(crearIngreso, payload);

  it('sin datos: meta sin fijar y ningún ingreso', async () => {
    expect(await estado()).toEqual({ targetCents: null, entries: [] });
  });

  it('ciclo de la meta: se fija, se cambia, Editar la borra', async () => {
    const res = await api.call(guardarMeta, { target: 1000.5 });
    expect(res.status).toBe(200);
    expect(res.body.targetCents).toBe(100050);
    expect((await api.call(guardarMeta, { target: 2000 })).body.targetCents).toBe(200000);
    expect((await estado()).targetCents).toBe(200000);
    expect((await api.call(borrarMeta, undefined)).status).toBe(204);
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
    for (const [target, mensaje] of casos) await api.rechaza(guardarMeta, { target }, mensaje);
    expect((await estado()).targetCents).toBeNull();
  });

  it('guarda ingresos con la fecha del servidor, el más reciente primero, y suma exacta', async () => {
    api.t.clock.set('2026-11-23T15:00:00Z');
    const a = await crear({ title: 'Rifa', concept: 'Donación', amount: 0.1 });
    expect(a.status).toBe(201);
    expect(a.body).toMatchObject({
      title: 'Rifa',
      concept: 'Donación',
      amountCents: 10,
      date: '2026-11-23T15:00:00.000Z',
    });
    api.t.clock.set('2026-11-23T16:00:00Z');
    const b = await crear({ title: 'Cena', concept: 'Evento', amount: 0.2 });
    expect(b.status).toBe(201);
    const s = await estado();
    expect(s.entries.map((e) => e.title)).toEqual(['Cena', 'Rifa']);
    expect(formatCentavos(resumenFinanzas(s).acumuladoCentavos)).toBe('$0,30');
  });

  it('acepta el monto máximo sin perder centavos', async () => {
    api.t.clock.set('2026-11-23T17:00:00Z');
    const res = await crear({ title: 'Grande', concept: 'Aporte', amount: 999999999.99 });
    expect(res.status).toBe(201);
    expect(res.body.amountCents).toBe(99_999_999_999);
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
    for (const [payload, mensaje] of casos) await api.rechaza(crearIngreso, payload, mensaje);
    const extra = await crear({ title: 't', concept: 'c', amount: 1, date: '2020-01-01' });
    expect(extra.status).toBe(400);
    expect((await estado()).entries.length).toBe(antes);
  });

  it('elimina un ingreso; uno inexistente responde 404', async () => {
    const nuevo = await api.ok(crearIngreso, { title: 'Borrar', concept: 'x', amount: 5 });
    const params = { id: nuevo.id };
    expect((await api.call(eliminarIngreso, undefined, 'editor', { params })).status).toBe(204);
    expect((await estado()).entries.some((e) => e.id === nuevo.id)).toBe(false);
    await api.rechaza(eliminarIngreso, undefined, MENSAJES_GENERALES.noEncontrado, { status: 404, params });
  });

  it('exporta CSV con BOM, separador ; y decimales es-ES', async () => {
    api.t.clock.set('2026-11-24T03:59:00Z');
    const { res, status } = await api.call(exportarIngresosCsv, undefined);
    expect(status).toBe(200);
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
    await api.ok(guardarMeta, { target: 500 });
    const antes = await estado();
    await api.reiniciar();
    expect(await estado()).toEqual(antes);
    expect(antes.targetCents).toBe(50000);
  });

  it('sin sesión responde 401', async () => {
    for (const r of [obtenerFinanzas, exportarIngresosCsv, guardarMeta, crearIngreso]) {
      const payload = r.method === 'GET' ? undefined : { target: 1 };
      await api.rechaza(r, payload, MENSAJES_GENERALES.noAutenticado, { quien: 'anonimo', status: 401 });
    }
  });
});
