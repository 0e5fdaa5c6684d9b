import {
  MENSAJES_ACTUALIZACIONES,
  MENSAJES_ADVERSARIOS,
  MENSAJES_GENERALES,
  type ActualizacionAdversario,
  type Adversario,
} from '@comando/contract';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, dialects, type TestApp } from './helpers.js';

const ADV = '/api/adversarios';
const ACT = '/api/adversarios/actualizaciones';

const adversarioValido = {
  nombre: 'Juan Pérez',
  partido: 'Frente Amplio Cochabambino',
  descripcion: 'Exalcalde con fuerte presencia en el trópico',
};
const actualizacionValida = {
  mensaje: 'Anunció una caravana en Sacaba para el sábado',
  tipo: 'negativa',
  fecha: '2026-11-25',
  hora: '10:00',
};

describe.each(dialects)('adversarios y sus actualizaciones (%s)', (dialect) => {
  let t: TestApp;
  let editor: string;
  let admin: string;

  const get = async <T>(url: string) => {
    const res = await t.request({ url, cookie: editor });
    expect(res.statusCode).toBe(200);
    return res.json<T>();
  };
  const adversarios = () => get<Adversario[]>(ADV);
  const actualizacionesLista = () => get<ActualizacionAdversario[]>(ACT);
  const post = (url: string, payload: unknown, cookie = editor) =>
    t.request({ method: 'POST', url, payload: payload as object, cookie });
  const nuevoAdversario = async (cambios: Partial<typeof adversarioValido> = {}) => {
    const res = await post(ADV, { ...adversarioValido, ...cambios });
    expect(res.statusCode).toBe(201);
    return res.json<Adversario>();
  };
  const nuevaActualizacion = async (adversarioId: string, cambios: object = {}) => {
    const res = await post(ACT, { ...actualizacionValida, adversarioId, ...cambios });
    expect(res.statusCode, res.body).toBe(201);
    return res.json<ActualizacionAdversario>();
  };
  /** Sends a body that must be refused with 400 and the message; checks nothing was stored anywhere. */
  const rechaza = async (url: string, payload: unknown, error: string) => {
    const antes = [await adversarios(), await actualizacionesLista()];
    const res = await post(url, payload);
    expect(res.statusCode, JSON.stringify(payload)?.slice(0, 80)).toBe(400);
    expect(res.json()).toEqual({ error });
    expect([await adversarios(), await actualizacionesLista()]).toEqual(antes);
  };

  beforeAll(async () => {
    t = await createTestApp(dialect);
    editor = await t.login('editor');
    admin = await t.login('admin');
  });
  afterAll(() => t.close());
  beforeEach(() => t.clock.set('2026-11-23T15:00:00Z'));

  describe('adversarios', () => {
    it('sin adversarios ni actualizaciones las listas están vacías', async () => {
      expect(await adversarios()).toEqual([]);
      expect(await actualizacionesLista()).toEqual([]);
    });

    it('crea un adversario: 201 con id y fechaCreacion del servidor, textos recortados', async () => {
      const res = await post(ADV, {
        nombre: `  ${adversarioValido.nombre} `,
        partido: adversarioValido.partido,
        descripcion: ` ${adversarioValido.descripcion}  `,
      });
      expect(res.statusCode).toBe(201);
      const creado = res.json<Adversario>();
      expect(creado).toEqual({
        id: expect.stringMatching(/^[0-9a-f-]{36}$/) as string,
        ...adversarioValido,
        fechaCreacion: '2026-11-23T15:00:00.000Z',
      });
      expect((await adversarios())[0]).toEqual(creado);
    });

    it('lista del más nuevo al más antiguo, igual para todos los usuarios, y sobrevive a un reinicio', async () => {
      t.clock.set('2026-11-23T16:00:00Z');
      const a = await nuevoAdversario({ nombre: 'Ana' });
      t.clock.set('2026-11-23T17:00:00Z');
      const b = (await post(ADV, { ...adversarioValido, nombre: 'Beto' }, admin)).json<Adversario>();
      const lista = await adversarios();
      expect(lista.slice(0, 2).map((x) => x.id)).toEqual([b.id, a.id]);
      expect((await t.request({ url: ADV, cookie: admin })).json()).toEqual(lista);
      t = await t.restart();
      editor = await t.login('editor');
      admin = await t.login('admin');
      expect(await adversarios()).toEqual(lista);
    });

    it('nombre 2–100, partido 3–150, descripción 10–500 caracteres, contados con multibyte', async () => {
      const casos: [Partial<typeof adversarioValido>, string][] = [
        [{ nombre: '' }, MENSAJES_ADVERSARIOS.nombreRequerido],
        [{ nombre: '   ' }, MENSAJES_ADVERSARIOS.nombreRequerido],
        [{ nombre: 'Ñ' }, MENSAJES_ADVERSARIOS.nombreMin],
        [{ nombre: 'ñ'.repeat(101) }, MENSAJES_ADVERSARIOS.nombreMax],
        [{ partido: '' }, MENSAJES_ADVERSARIOS.partidoRequerido],
        [{ partido: 'ÁÉ' }, MENSAJES_ADVERSARIOS.partidoMin],
        [{ partido: 'á'.repeat(151) }, MENSAJES_ADVERSARIOS.partidoMax],
        [{ descripcion: '' }, MENSAJES_ADVERSARIOS.descripcionRequerida],
        [{ descripcion: 'ñáé'.repeat(3) }, MENSAJES_ADVERSARIOS.descripcionMin],
        [{ descripcion: 'é'.repeat(501) }, MENSAJES_ADVERSARIOS.descripcionMax],
      ];
      for (const [cambio, error] of casos) await rechaza(ADV, { ...adversarioValido, ...cambio }, error);
      for (const falta of ['nombre', 'partido', 'descripcion'] as const) {
        const { [falta]: _, ...resto } = adversarioValido;
        await rechaza(
          ADV,
          resto,
          {
            nombre: MENSAJES_ADVERSARIOS.nombreRequerido,
            partido: MENSAJES_ADVERSARIOS.partidoRequerido,
            descripcion: MENSAJES_ADVERSARIOS.descripcionRequerida,
          }[falta],
        );
      }
      const minimos = await nuevoAdversario({
        nombre: 'Ñu',
        partido: 'ÁÉÍ',
        descripcion: `ñ${'ñáé'.repeat(3)}`,
      });
      expect([...minimos.descripcion]).toHaveLength(10);
      const maximos = await nuevoAdversario({
        nombre: 'ñ'.repeat(100),
        partido: 'á'.repeat(150),
        descripcion: 'é'.repeat(500),
      });
      expect([...maximos.descripcion]).toHaveLength(500);
    });

    it('cualquier entrada mala responde 400 {error} y no guarda nada', async () => {
      const antes = await adversarios();
      for (const payload of [
        undefined,
        'null',
        '[]',
        '{"nombre": ',
        JSON.stringify({ ...adversarioValido, nombre: 42 }),
        JSON.stringify({ ...adversarioValido, partido: { a: 1 } }),
        JSON.stringify({ ...adversarioValido, id: 'elegido-por-mi' }),
        JSON.stringify({ ...adversarioValido, descripcion: 'x'.repeat(300_000) }),
      ]) {
        const res = await t.request({
          method: 'POST',
          url: ADV,
          cookie: editor,
          headers: { 'content-type': 'application/json' },
          ...(payload === undefined ? {} : { payload }),
        });
        expect(res.statusCode, String(payload).slice(0, 60)).toBe(400);
        expect(typeof res.json<{ error: string }>().error).toBe('string');
      }
      expect(await adversarios()).toEqual(antes);
    });
  });

  describe('actualizaciones', () => {
    it('/api/adversarios/actualizaciones no es capturada por /api/adversarios/:id', async () => {
      const adv = await nuevoAdversario({ nombre: 'Ruta estática' });
      const act = await nuevaActualizacion(adv.id);
      const lista = await actualizacionesLista();
      expect(lista.map((a) => a.id)).toContain(act.id);
      expect(lista.every((a) => 'adversarioNombre' in a)).toBe(true);
      // There is no DELETE on the collection: it reaches :id as an unknown adversary, and nothing changes.
      const antes = [await adversarios(), lista];
      const res = await t.request({ method: 'DELETE', url: ACT, cookie: editor });
      expect(res.statusCode).toBe(404);
      expect([await adversarios(), await actualizacionesLista()]).toEqual(antes);
    });

    it('crea una actualización: 201, nombre tomado del adversario guardado, nunca del cuerpo', async () => {
      const adv = await nuevoAdversario({ nombre: 'Carla Rojas' });
      const res = await post(ACT, { ...actualizacionValida, adversarioId: adv.id, adversarioNombre: 'Otro' });
      expect(res.statusCode).toBe(201);
      const creada = res.json<ActualizacionAdversario>();
      expect(creada).toEqual({
        id: expect.stringMatching(/^[0-9a-f-]{36}$/) as string,
        adversarioId: adv.id,
        adversarioNombre: 'Carla Rojas',
        ...actualizacionValida,
        fechaCreacion: '2026-11-23T15:00:00.000Z',
      });
      expect((await actualizacionesLista()).find((a) => a.id === creada.id)).toEqual(creada);
    });

    it('lista del más nuevo al más antiguo y acepta los tres tipos', async () => {
      const adv = await nuevoAdversario();
      const ids: string[] = [];
      for (const [i, tipo] of (['positiva', 'negativa', 'neutral'] as const).entries()) {
        t.clock.set(`2026-11-23T1${6 + i}:00:00Z`);
        ids.push((await nuevaActualizacion(adv.id, { tipo })).id);
      }
      const lista = await actualizacionesLista();
      expect(lista.slice(0, 3).map((a) => a.id)).toEqual([...ids].reverse());
      expect(lista.slice(0, 3).map((a) => a.tipo)).toEqual(['neutral', 'negativa', 'positiva']);
    });

    it('adversario: requerido y existente (Debe seleccionar un adversario)', async () => {
      const { adversarioId: _, ...sin } = { ...actualizacionValida, adversarioId: '' };
      await rechaza(ACT, sin, MENSAJES_ACTUALIZACIONES.adversarioRequerido);
      await rechaza(ACT, { ...sin, adversarioId: '' }, MENSAJES_ACTUALIZACIONES.adversarioRequerido);
      await rechaza(ACT, { ...sin, adversarioId: 'no-existe' }, MENSAJES_ACTUALIZACIONES.adversarioRequerido);
    });

    it('mensaje 10–1000 caracteres con multibyte, tipo conocido, fecha real y hora HH:MM', async () => {
      const adv = await nuevoAdversario();
      const base = { ...actualizacionValida, adversarioId: adv.id };
      await rechaza(ACT, { ...base, mensaje: '' }, MENSAJES_ACTUALIZACIONES.mensajeRequerido);
      await rechaza(ACT, { ...base, mensaje: 'ñáé'.repeat(3) }, MENSAJES_ACTUALIZACIONES.mensajeMin);
      await rechaza(ACT, { ...base, mensaje: 'ñ'.repeat(1001) }, MENSAJES_ACTUALIZACIONES.mensajeMax);
      await rechaza(ACT, { ...base, tipo: 'buenísima' }, MENSAJES_ACTUALIZACIONES.tipoInvalido);
      await rechaza(ACT, { ...base, tipo: undefined }, MENSAJES_ACTUALIZACIONES.tipoInvalido);
      await rechaza(ACT, { ...base, fecha: '' }, MENSAJES_ACTUALIZACIONES.fechaRequerida);
      await rechaza(ACT, { ...base, fecha: '2026-13-01' }, MENSAJES_ACTUALIZACIONES.fechaInvalida);
      await rechaza(ACT, { ...base, hora: '' }, MENSAJES_ACTUALIZACIONES.horaRequerida);
      await rechaza(ACT, { ...base, hora: '23:60' }, MENSAJES_ACTUALIZACIONES.horaInvalida);
      const antes = await actualizacionesLista();
      const extra = await post(ACT, { ...base, extra: 1 });
      expect(extra.statusCode).toBe(400);
      expect(extra.json<{ error: string }>().error).toContain('extra');
      expect(await actualizacionesLista()).toEqual(antes);
      expect([
        ...(await nuevaActualizacion(adv.id, { mensaje: `ñ${'ñáé'.repeat(3)}` })).mensaje,
      ]).toHaveLength(10);
      expect([...(await nuevaActualizacion(adv.id, { mensaje: 'é'.repeat(1000) })).mensaje]).toHaveLength(
        1000,
      );
    });

    it('fecha anterior a hoy en La Paz: ayer no, hoy y mañana sí, alrededor de la medianoche', async () => {
      const adv = await nuevoAdversario();
      t.clock.set('2026-11-23T22:00:00Z');
      await actualizacionesLista(); // keeps the sessions alive (12 h idle limit)
      t.clock.set('2026-11-24T03:59:00Z');
      await rechaza(
        ACT,
        { ...actualizacionValida, adversarioId: adv.id, fecha: '2026-11-22' },
        MENSAJES_ACTUALIZACIONES.fechaPasada,
      );
      await nuevaActualizacion(adv.id, { fecha: '2026-11-23' });
      await nuevaActualizacion(adv.id, { fecha: '2026-11-24' });
      t.clock.set('2026-11-24T04:00:00Z');
      await rechaza(
        ACT,
        { ...actualizacionValida, adversarioId: adv.id, fecha: '2026-11-23' },
        MENSAJES_ACTUALIZACIONES.fechaPasada,
      );
      await nuevaActualizacion(adv.id, { fecha: '2026-11-24' });
    });

    it('elimina una actualización con 204; luego 404', async () => {
      const adv = await nuevoAdversario();
      const act = await nuevaActualizacion(adv.id);
      const res = await t.request({ method: 'DELETE', url: `${ACT}/${act.id}`, cookie: admin });
      expect(res.statusCode).toBe(204);
      expect((await actualizacionesLista()).some((a) => a.id === act.id)).toBe(false);
      expect((await adversarios()).some((a) => a.id === adv.id)).toBe(true);
      const otra = await t.request({ method: 'DELETE', url: `${ACT}/${act.id}`, cookie: editor });
      expect(otra.statusCode).toBe(404);
      expect(otra.json()).toEqual({ error: MENSAJES_ACTUALIZACIONES.noEncontrada });
    });
  });

  describe('eliminar adversario', () => {
    it('borra el adversario y sus actualizaciones, y deja las de otros', async () => {
      const quitar = await nuevoAdversario({ nombre: 'Se va' });
      const queda = await nuevoAdversario({ nombre: 'Se queda' });
      await nuevaActualizacion(quitar.id);
      await nuevaActualizacion(quitar.id, { tipo: 'positiva' });
      const ajena = await nuevaActualizacion(queda.id);
      const res = await t.request({ method: 'DELETE', url: `${ADV}/${quitar.id}`, cookie: editor });
      expect(res.statusCode).toBe(204);
      expect((await adversarios()).some((a) => a.id === quitar.id)).toBe(false);
      const lista = await actualizacionesLista();
      expect(lista.some((a) => a.adversarioId === quitar.id)).toBe(false);
      expect(lista.some((a) => a.id === ajena.id)).toBe(true);
      const rows = await t.deps.db
        .selectFrom('adversario_actualizaciones')
        .select('id')
        .where('adversario_id', '=', quitar.id)
        .execute();
      expect(rows).toEqual([]);
    });

    it('un id desconocido responde 404 y no toca nada', async () => {
      const antes = [await adversarios(), await actualizacionesLista()];
      const res = await t.request({ method: 'DELETE', url: `${ADV}/no-existe`, cookie: editor });
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ error: MENSAJES_ADVERSARIOS.noEncontrado });
      expect([await adversarios(), await actualizacionesLista()]).toEqual(antes);
    });

    it('una actualización de un adversario ya eliminado se rechaza', async () => {
      const adv = await nuevoAdversario();
      await t.request({ method: 'DELETE', url: `${ADV}/${adv.id}`, cookie: editor });
      await rechaza(
        ACT,
        { ...actualizacionValida, adversarioId: adv.id },
        MENSAJES_ACTUALIZACIONES.adversarioRequerido,
      );
    });
  });

  it('sin sesión: 401 en las seis rutas y nada cambia', async () => {
    const antes = [await adversarios(), await actualizacionesLista()];
    const adv = antes[0]?.[0]?.id ?? 'x';
    for (const [method, url, payload] of [
      ['GET', ADV, undefined],
      ['POST', ADV, adversarioValido],
      ['DELETE', `${ADV}/${adv}`, undefined],
      ['GET', ACT, undefined],
      ['POST', ACT, { ...actualizacionValida, adversarioId: adv }],
      ['DELETE', `${ACT}/x`, undefined],
    ] as const) {
      const res = await t.request({ method, url, ...(payload ? { payload } : {}) });
      expect(res.statusCode, `${method} ${url}`).toBe(401);
      expect(res.json()).toEqual({ error: MENSAJES_GENERALES.noAutenticado });
    }
    expect([await adversarios(), await actualizacionesLista()]).toEqual(antes);
  });
});
