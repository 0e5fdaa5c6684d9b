import {
  crearAviso,
  cursorAviso,
  eliminarAviso,
  listarAvisos,
  MENSAJES_AVISOS,
  MENSAJES_GENERALES,
  totalAvisos,
  type Aviso,
} from '@comando/contract';
import { beforeEach, expect, it } from 'vitest';
import { describeApi, type Quien } from '../api.js';

const valido = { mensaje: 'Reunión con dirigentes en Quillacollo', fecha: '2026-11-25', hora: '18:30' };

describeApi('avisos Cochabamba', (api) => {
  const listar = () => api.ok(listarAvisos, undefined);
  const crear = (payload: unknown, quien: Quien = 'editor') => api.send(crearAviso, payload, quien);
  /** Sends a body that must be refused with 400 and the message, and checks nothing was stored. */
  const rechaza = async (payload: unknown, error: string) => {
    const antes = await listar();
    await api.rechaza(crearAviso, payload, error);
    expect(await listar()).toEqual(antes);
  };

  beforeEach(() => api.t.clock.set('2026-11-23T15:00:00Z'));

  it('sin avisos la lista está vacía', async () => {
    expect(await listar()).toEqual([]);
  });

  it('crea un aviso: 201 con id del servidor, fechaCreacion del reloj y texto recortado', async () => {
    const res = await crear({ ...valido, mensaje: `  ${valido.mensaje}  ` });
    expect(res.status).toBe(201);
    const creado = res.body;
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
    api.t.clock.set('2026-11-23T16:00:00Z');
    const a = (await crear({ ...valido, mensaje: 'Primer aviso de la tarde' }, 'admin')).body;
    api.t.clock.set('2026-11-23T17:00:00Z');
    const b = (await crear({ ...valido, mensaje: 'Segundo aviso de la tarde' })).body;
    const lista = await listar();
    expect(lista.slice(0, 2).map((x) => x.id)).toEqual([b.id, a.id]);
    expect(await api.ok(listarAvisos, undefined, 'admin')).toEqual(lista);
  });

  it('los avisos sobreviven a un reinicio del servidor', async () => {
    const antes = await listar();
    await api.reiniciar();
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
    expect(diez.status).toBe(201);
    expect([...diez.body.mensaje]).toHaveLength(10);
    const quinientos = await crear({ ...valido, mensaje: 'é'.repeat(500) });
    expect(quinientos.status).toBe(201);
    expect([...quinientos.body.mensaje]).toHaveLength(500);
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
    expect((await crear({ ...valido, hora: '00:00' })).status).toBe(201);
    expect((await crear({ ...valido, hora: '23:59' })).status).toBe(201);
  });

  it('fecha anterior a hoy en La Paz: ayer no, hoy y mañana sí, alrededor de la medianoche (UTC-4)', async () => {
    // The session expires after 12 idle hours: use it once on the way.
    api.t.clock.set('2026-11-23T22:00:00Z');
    await listar();
    // 03:59 UTC del 24 = 23:59 del 23 en La Paz: "hoy" sigue siendo el 23.
    api.t.clock.set('2026-11-24T03:59:00Z');
    await rechaza({ ...valido, fecha: '2026-11-22' }, MENSAJES_AVISOS.fechaPasada);
    expect((await crear({ ...valido, fecha: '2026-11-23' })).status).toBe(201);
    expect((await crear({ ...valido, fecha: '2026-11-24' })).status).toBe(201);
    // 04:00 UTC = medianoche en La Paz: el 23 ya es ayer.
    api.t.clock.set('2026-11-24T04:00:00Z');
    await rechaza({ ...valido, fecha: '2026-11-23' }, MENSAJES_AVISOS.fechaPasada);
    expect((await crear({ ...valido, fecha: '2026-11-24' })).status).toBe(201);
    expect((await crear({ ...valido, fecha: '2026-11-25' })).status).toBe(201);
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
      const res = await api.send(crearAviso, undefined, 'editor', payload === undefined ? {} : { payload });
      expect(res.status, String(payload).slice(0, 60)).toBe(400);
      expect(typeof res.error).toBe('string');
      expect(res.error?.length).toBeGreaterThan(0);
      if (error) expect(res.error).toBe(error);
    }
    expect(await listar()).toEqual(antes);
  });

  it('elimina un aviso con 204; después ya no aparece y un segundo intento da 404', async () => {
    const creado = (await crear({ ...valido, mensaje: 'Aviso que se elimina hoy' })).body;
    const res = await api.call(eliminarAviso, undefined, 'admin', { params: { id: creado.id } });
    expect(res.status).toBe(204);
    expect(res.res.body).toBe('');
    expect((await listar()).some((a) => a.id === creado.id)).toBe(false);
    await api.rechaza(eliminarAviso, undefined, MENSAJES_AVISOS.noEncontrado, {
      status: 404,
      params: { id: creado.id },
    });
  });

  it('eliminar un id desconocido responde 404 y no toca los demás', async () => {
    const antes = await listar();
    await api.rechaza(eliminarAviso, undefined, MENSAJES_AVISOS.noEncontrado, {
      status: 404,
      params: { id: 'no-existe' },
    });
    expect(await listar()).toEqual(antes);
  });

  const pagina = (limite: number, despues?: Aviso) =>
    api.ok(listarAvisos, undefined, 'editor', {
      query: { limite: String(limite), ...(despues ? { despues: cursorAviso(despues) } : {}) },
    });

  it('por páginas (?limite=&despues=) da la misma lista que sin ellos, también con empates de fechaCreacion', async () => {
    // Three avisos created in the same millisecond: only the id orders them.
    api.t.clock.set('2026-11-23T18:00:00Z');
    for (const n of [1, 2, 3])
      expect((await crear({ ...valido, mensaje: `Aviso empatado ${n} de la tarde` })).status).toBe(201);
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
    expect(await api.ok(totalAvisos, undefined)).toEqual({ total: todos.length });
  });

  it('un aviso nuevo mientras se pagina no desplaza ni repite las páginas siguientes', async () => {
    const primera = await pagina(3);
    const esperada = (await listar()).slice(3, 6);
    api.t.clock.set('2026-11-24T05:00:00Z');
    const nuevo = (await crear({ ...valido, mensaje: 'Aviso que llega mientras se pagina' })).body;
    expect(await pagina(3, primera.at(-1))).toEqual(esperada);
    expect((await pagina(1))[0]).toEqual(nuevo);
    expect((await api.ok(totalAvisos, undefined)).total).toBe((await listar()).length);
  });

  it('limite o despues malos responden 400 con el texto del contrato', async () => {
    const casos: [Record<string, string | string[]>, string][] = [
      [{ limite: '0' }, MENSAJES_AVISOS.limiteInvalido],
      [{ limite: '501' }, MENSAJES_AVISOS.limiteInvalido],
      [{ limite: '-1' }, MENSAJES_AVISOS.limiteInvalido],
      [{ limite: '1.5' }, MENSAJES_AVISOS.limiteInvalido],
      [{ limite: 'abc' }, MENSAJES_AVISOS.limiteInvalido],
      [{ limite: '' }, MENSAJES_AVISOS.limiteInvalido],
      [{ limite: ['1', '2'] }, MENSAJES_AVISOS.limiteInvalido],
      [{ despues: '' }, MENSAJES_AVISOS.cursorInvalido],
      [{ despues: 'sin-separador' }, MENSAJES_AVISOS.cursorInvalido],
      [{ despues: 'ayer~abc' }, MENSAJES_AVISOS.cursorInvalido],
      [{ despues: '2026-11-23T15:00:00.000Z~' }, MENSAJES_AVISOS.cursorInvalido],
      [{ despues: 'x'.repeat(300) }, MENSAJES_AVISOS.cursorInvalido],
    ];
    for (const [query, error] of casos) await api.rechaza(listarAvisos, undefined, error, { query });
  });

  it('sin sesión: 401 al listar, crear y eliminar, y nada cambia', async () => {
    const antes = await listar();
    const id = antes[0]?.id ?? 'x';
    const no = { quien: 'anonimo' as const, status: 401 };
    await api.rechaza(listarAvisos, undefined, MENSAJES_GENERALES.noAutenticado, no);
    await api.rechaza(listarAvisos, undefined, MENSAJES_GENERALES.noAutenticado, {
      ...no,
      query: { limite: '10' },
    });
    await api.rechaza(totalAvisos, undefined, MENSAJES_GENERALES.noAutenticado, no);
    await api.rechaza(crearAviso, valido, MENSAJES_GENERALES.noAutenticado, no);
    await api.rechaza(eliminarAviso, undefined, MENSAJES_GENERALES.noAutenticado, { ...no, params: { id } });
    expect(await listar()).toEqual(antes);
  });
});
