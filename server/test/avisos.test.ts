import { cursorAviso, MENSAJES_AVISOS, MENSAJES_GENERALES, type Aviso } from '@comando/contract';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, dialects, type TestApp } from './helpers.js';

const valido = { mensaje: 'Reunión con dirigentes en Quillacollo', fecha: '2026-11-25', hora: '18:30' };

describe.each(dialects)('avisos Cochabamba (%s)', (dialect) => {
  let t: TestApp;
  let editor: string;
  let admin: string;

  const listar = async () => {
    const res = await t.request({ url: '/api/avisos', cookie: editor });
    expect(res.statusCode).toBe(200);
    return res.json<Aviso[]>();
  };
  const crear = (payload: unknown, cookie = editor) =>
    t.request({ method: 'POST', url: '/api/avisos', payload: payload as object, cookie });
  /** Sends a body that must be refused with 400 and the message, and checks nothing was stored. */
  const rechaza = async (payload: unknown, error: string) => {
    const antes = await listar();
    const res = await crear(payload);
    expect(res.statusCode, JSON.stringify(payload)?.slice(0, 80)).toBe(400);
    expect(res.json()).toEqual({ error });
    expect(await listar()).toEqual(antes);
  };

  beforeAll(async () => {
    t = await createTestApp(dialect);
    editor = await t.login('editor');
    admin = await t.login('admin');
  });
  afterAll(() => t.close());
  beforeEach(() => t.clock.set('2026-11-23T15:00:00Z'));

  it('sin avisos la lista está vacía', async () => {
    expect(await listar()).toEqual([]);
  });

  it('crea un aviso: 201 con id del servidor, fechaCreacion del reloj y texto recortado', async () => {
    const res = await crear({ ...valido, mensaje: `  ${valido.mensaje}  ` });
    expect(res.statusCode).toBe(201);
    const creado = res.json<Aviso>();
    expect(creado).toEqual({
      id: expect.stringMatching(/^[0-9a-f-]{36}$/) as string,
      mensaje: valido.mensaje,
      fecha: valido.fecha,
      hora: valido.hora,
      fechaCreacion: '2026-11-23T15:00:00.000Z',
    });
    expect((await listar())[0]).toEqual(creado);
  });

  it('lista los avisos del más nuevo al más antiguo y los comparte entre usuarios', async () => {
    t.clock.set('2026-11-23T16:00:00Z');
    const a = (await crear({ ...valido, mensaje: 'Primer aviso de la tarde' }, admin)).json<Aviso>();
    t.clock.set('2026-11-23T17:00:00Z');
    const b = (await crear({ ...valido, mensaje: 'Segundo aviso de la tarde' })).json<Aviso>();
    const lista = await listar();
    expect(lista.slice(0, 2).map((x) => x.id)).toEqual([b.id, a.id]);
    const vistaAdmin = await t.request({ url: '/api/avisos', cookie: admin });
    expect(vistaAdmin.json()).toEqual(lista);
  });

  it('los avisos sobreviven a un reinicio del servidor', async () => {
    const antes = await listar();
    t = await t.restart();
    editor = await t.login('editor');
    admin = await t.login('admin');
    expect(await listar()).toEqual(antes);
  });

  it('mensaje: requerido, mínimo 10 y máximo 500 caracteres contados con multibyte', async () => {
    await rechaza({ fecha: valido.fecha, hora: valido.hora }, MENSAJES_AVISOS.mensajeRequerido);
    await rechaza({ ...valido, mensaje: '' }, MENSAJES_AVISOS.mensajeRequerido);
    await rechaza({ ...valido, mensaje: '     ' }, MENSAJES_AVISOS.mensajeRequerido);
    await rechaza({ ...valido, mensaje: 'ñáé'.repeat(3) }, MENSAJES_AVISOS.mensajeMin);
    await rechaza({ ...valido, mensaje: `   ${'ñáé'.repeat(3)}   ` }, MENSAJES_AVISOS.mensajeMin);
    await rechaza({ ...valido, mensaje: 'ñ'.repeat(501) }, MENSAJES_AVISOS.mensajeMax);
    const diez = await crear({ ...valido, mensaje: `ñ${'ñáé'.repeat(3)}` });
    expect(diez.statusCode).toBe(201);
    expect([...diez.json<Aviso>().mensaje]).toHaveLength(10);
    const quinientos = await crear({ ...valido, mensaje: 'é'.repeat(500) });
    expect(quinientos.statusCode).toBe(201);
    expect([...quinientos.json<Aviso>().mensaje]).toHaveLength(500);
  });

  it('fecha: requerida y una fecha real del calendario', async () => {
    await rechaza({ mensaje: valido.mensaje, hora: valido.hora }, MENSAJES_AVISOS.fechaRequerida);
    await rechaza({ ...valido, fecha: '' }, MENSAJES_AVISOS.fechaRequerida);
    await rechaza({ ...valido, fecha: '2026-02-30' }, MENSAJES_AVISOS.fechaInvalida);
    await rechaza({ ...valido, fecha: '25/11/2026' }, MENSAJES_AVISOS.fechaInvalida);
  });

  it('hora: requerida y HH:MM entre 00:00 y 23:59', async () => {
    await rechaza({ mensaje: valido.mensaje, fecha: valido.fecha }, MENSAJES_AVISOS.horaRequerida);
    await rechaza({ ...valido, hora: '' }, MENSAJES_AVISOS.horaRequerida);
    await rechaza({ ...valido, hora: '24:00' }, MENSAJES_AVISOS.horaInvalida);
    await rechaza({ ...valido, hora: '9:30' }, MENSAJES_AVISOS.horaInvalida);
    expect((await crear({ ...valido, hora: '00:00' })).statusCode).toBe(201);
    expect((await crear({ ...valido, hora: '23:59' })).statusCode).toBe(201);
  });

  it('fecha anterior a hoy en La Paz: ayer no, hoy y mañana sí, alrededor de la medianoche (UTC-4)', async () => {
    // The session expires after 12 idle hours: use it once on the way.
    t.clock.set('2026-11-23T22:00:00Z');
    await listar();
    // 03:59 UTC del 24 = 23:59 del 23 en La Paz: "hoy" sigue siendo el 23.
    t.clock.set('2026-11-24T03:59:00Z');
    await rechaza({ ...valido, fecha: '2026-11-22' }, MENSAJES_AVISOS.fechaPasada);
    expect((await crear({ ...valido, fecha: '2026-11-23' })).statusCode).toBe(201);
    expect((await crear({ ...valido, fecha: '2026-11-24' })).statusCode).toBe(201);
    // 04:00 UTC = medianoche en La Paz: el 23 ya es ayer.
    t.clock.set('2026-11-24T04:00:00Z');
    await rechaza({ ...valido, fecha: '2026-11-23' }, MENSAJES_AVISOS.fechaPasada);
    expect((await crear({ ...valido, fecha: '2026-11-24' })).statusCode).toBe(201);
    expect((await crear({ ...valido, fecha: '2026-11-25' })).statusCode).toBe(201);
  });

  it('cualquier entrada mala responde 400 {error} y no guarda nada', async () => {
    const antes = await listar();
    const casos: [string | undefined, string][] = [
      [undefined, ''],
      ['', ''],
      ['{"mensaje": ', MENSAJES_GENERALES.jsonInvalido],
      ['null', ''],
      ['[]', ''],
      ['"texto"', ''],
      [JSON.stringify({ ...valido, mensaje: 12345678901 }), MENSAJES_AVISOS.mensajeRequerido],
      [JSON.stringify({ ...valido, fecha: 20261125 }), MENSAJES_AVISOS.fechaRequerida],
      [JSON.stringify({ ...valido, hora: ['18:30'] }), MENSAJES_AVISOS.horaRequerida],
      [JSON.stringify({ ...valido, id: 'mio' }), ''],
      [JSON.stringify({ ...valido, fechaCreacion: '2020-01-01T00:00:00Z' }), ''],
      [JSON.stringify({ ...valido, mensaje: 'x'.repeat(200_000) }), MENSAJES_AVISOS.mensajeMax],
    ];
    for (const [payload, error] of casos) {
      const res = await t.request({
        method: 'POST',
        url: '/api/avisos',
        cookie: editor,
        headers: { 'content-type': 'application/json' },
        ...(payload === undefined ? {} : { payload }),
      });
      expect(res.statusCode, String(payload).slice(0, 60)).toBe(400);
      const body = res.json<{ error: string }>();
      expect(typeof body.error).toBe('string');
      expect(body.error.length).toBeGreaterThan(0);
      if (error) expect(body.error).toBe(error);
    }
    expect(await listar()).toEqual(antes);
  });

  it('elimina un aviso con 204; después ya no aparece y un segundo intento da 404', async () => {
    const creado = (await crear({ ...valido, mensaje: 'Aviso que se elimina hoy' })).json<Aviso>();
    const res = await t.request({ method: 'DELETE', url: `/api/avisos/${creado.id}`, cookie: admin });
    expect(res.statusCode).toBe(204);
    expect(res.body).toBe('');
    expect((await listar()).some((a) => a.id === creado.id)).toBe(false);
    const otra = await t.request({ method: 'DELETE', url: `/api/avisos/${creado.id}`, cookie: editor });
    expect(otra.statusCode).toBe(404);
    expect(otra.json()).toEqual({ error: MENSAJES_AVISOS.noEncontrado });
  });

  it('eliminar un id desconocido responde 404 y no toca los demás', async () => {
    const antes = await listar();
    const res = await t.request({ method: 'DELETE', url: '/api/avisos/no-existe', cookie: editor });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ error: MENSAJES_AVISOS.noEncontrado });
    expect(await listar()).toEqual(antes);
  });

  const pagina = async (limite: number, despues?: Aviso) => {
    const query = despues ? `&despues=${encodeURIComponent(cursorAviso(despues))}` : '';
    const res = await t.request({ url: `/api/avisos?limite=${limite}${query}`, cookie: editor });
    expect(res.statusCode).toBe(200);
    return res.json<Aviso[]>();
  };

  it('por páginas (?limite=&despues=) da la misma lista que sin ellos, también con empates de fechaCreacion', async () => {
    // Three avisos created in the same millisecond: only the id orders them.
    t.clock.set('2026-11-23T18:00:00Z');
    for (const n of [1, 2, 3])
      expect((await crear({ ...valido, mensaje: `Aviso empatado ${n} de la tarde` })).statusCode).toBe(201);
    const todos = await listar();
    expect(todos.length).toBeGreaterThan(7);
    for (const limite of [1, 2, 3, 500]) {
      const leidos: Aviso[] = [];
      let ultima = await pagina(limite);
      while (ultima.length > 0) {
        expect(ultima.length).toBeLessThanOrEqual(limite);
        leidos.push(...ultima);
        ultima = await pagina(limite, leidos.at(-1));
      }
      expect(leidos, `limite=${limite}`).toEqual(todos);
    }
    const total = await t.request({ url: '/api/avisos/total', cookie: editor });
    expect(total.statusCode).toBe(200);
    expect(total.json()).toEqual({ total: todos.length });
  });

  it('un aviso nuevo mientras se pagina no desplaza ni repite las páginas siguientes', async () => {
    const primera = await pagina(3);
    const esperada = (await listar()).slice(3, 6);
    t.clock.set('2026-11-24T05:00:00Z');
    const nuevo = (await crear({ ...valido, mensaje: 'Aviso que llega mientras se pagina' })).json<Aviso>();
    expect(await pagina(3, primera.at(-1))).toEqual(esperada);
    expect((await pagina(1))[0]).toEqual(nuevo);
    const total = await t.request({ url: '/api/avisos/total', cookie: editor });
    expect(total.json<{ total: number }>().total).toBe((await listar()).length);
  });

  it('limite o despues malos responden 400 con el texto del contrato', async () => {
    const casos: [string, string][] = [
      ['limite=0', MENSAJES_AVISOS.limiteInvalido],
      ['limite=501', MENSAJES_AVISOS.limiteInvalido],
      ['limite=-1', MENSAJES_AVISOS.limiteInvalido],
      ['limite=1.5', MENSAJES_AVISOS.limiteInvalido],
      ['limite=abc', MENSAJES_AVISOS.limiteInvalido],
      ['limite=', MENSAJES_AVISOS.limiteInvalido],
      ['limite=1&limite=2', MENSAJES_AVISOS.limiteInvalido],
      ['despues=', MENSAJES_AVISOS.cursorInvalido],
      ['despues=sin-separador', MENSAJES_AVISOS.cursorInvalido],
      ['despues=ayer~abc', MENSAJES_AVISOS.cursorInvalido],
      [`despues=${encodeURIComponent('2026-11-23T15:00:00.000Z~')}`, MENSAJES_AVISOS.cursorInvalido],
      [`despues=${'x'.repeat(300)}`, MENSAJES_AVISOS.cursorInvalido],
    ];
    for (const [query, error] of casos) {
      const res = await t.request({ url: `/api/avisos?${query}`, cookie: editor });
      expect(res.statusCode, query).toBe(400);
      expect(res.json(), query).toEqual({ error });
    }
  });

  it('sin sesión: 401 al listar, crear y eliminar, y nada cambia', async () => {
    const antes = await listar();
    const id = antes[0]?.id ?? 'x';
    for (const req of [
      { method: 'GET' as const, url: '/api/avisos' },
      { method: 'GET' as const, url: '/api/avisos?limite=10' },
      { method: 'GET' as const, url: '/api/avisos/total' },
      { method: 'POST' as const, url: '/api/avisos', payload: valido },
      { method: 'DELETE' as const, url: `/api/avisos/${id}` },
    ]) {
      const res = await t.request(req);
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual({ error: MENSAJES_GENERALES.noAutenticado });
    }
    expect(await listar()).toEqual(antes);
  });
});
