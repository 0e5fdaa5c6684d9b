import {
  crearActualizacion,
  crearAdversario,
  eliminarActualizacion,
  eliminarAdversario,
  listarActualizaciones,
  listarAdversarios,
  MENSAJES_ACTUALIZACIONES,
  MENSAJES_ADVERSARIOS,
  MENSAJES_GENERALES,
} from '@comando/contract';
import { beforeEach, describe, expect, it } from 'vitest';
import { describeApi, type Quien } from '../api.js';

const ADV = crearAdversario;
const ACT = crearActualizacion;

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

describeApi('adversarios y sus actualizaciones', (api) => {
  const adversarios = () => api.ok(listarAdversarios, undefined);
  const actualizacionesLista = () => api.ok(listarActualizaciones, undefined);
  const post = <R extends typeof ADV | typeof ACT>(r: R, payload: unknown, quien: Quien = 'editor') =>
    api.send(r, payload, quien);
  const nuevoAdversario = (cambios: Partial<typeof adversarioValido> = {}) =>
    api.ok(ADV, { ...adversarioValido, ...cambios });
  const nuevaActualizacion = async (adversarioId: string, cambios: object = {}) => {
    const res = await post(ACT, { ...actualizacionValida, adversarioId, ...cambios });
    expect(res.status, res.res.body).toBe(201);
    return res.body;
  };
  /** Sends a body that must be refused with 400 and the message; checks nothing was stored anywhere. */
  const rechaza = async (r: typeof ADV | typeof ACT, payload: unknown, error: string) => {
    const antes = [await adversarios(), await actualizacionesLista()];
    await api.rechaza(r, payload, error);
    expect([await adversarios(), await actualizacionesLista()]).toEqual(antes);
  };

  beforeEach(() => api.t.clock.set('2026-11-23T15:00:00Z'));

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
      expect(res.status).toBe(201);
      const creado = res.body;
      expect(creado).toEqual({
        id: expect.stringMatching(/^[0-9a-f-]{36}$/) as string,
        ...adversarioValido,
        fechaCreacion: '2026-11-23T15:00:00.000Z',
      });
      expect((await adversarios())[0]).toEqual(creado);
    });

    it('lista del más nuevo al más antiguo, igual para todos los usuarios, y sobrevive a un reinicio', async () => {
      api.t.clock.set('2026-11-23T16:00:00Z');
      const a = await nuevoAdversario({ nombre: 'Ana' });
      api.t.clock.set('2026-11-23T17:00:00Z');
      const b = (await post(ADV, { ...adversarioValido, nombre: 'Beto' }, 'admin')).body;
      const lista = await adversarios();
      expect(lista.slice(0, 2).map((x) => x.id)).toEqual([b.id, a.id]);
      expect(await api.ok(listarAdversarios, undefined, 'admin')).toEqual(lista);
      await api.reiniciar();
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
        const res = await api.send(ADV, undefined, 'editor', payload === undefined ? {} : { payload });
        expect(res.status, String(payload).slice(0, 60)).toBe(400);
        expect(typeof res.error).toBe('string');
      }
      expect(await adversarios()).toEqual(antes);
    });
  });

  describe('actualizaciones', () => {
    it(`${listarActualizaciones.path} no es capturada por ${eliminarAdversario.path}`, async () => {
      const adv = await nuevoAdversario({ nombre: 'Ruta estática' });
      const act = await nuevaActualizacion(adv.id);
      const lista = await actualizacionesLista();
      expect(lista.map((a) => a.id)).toContain(act.id);
      expect(lista.every((a) => 'adversarioNombre' in a)).toBe(true);
      // There is no DELETE on the collection: it reaches :id as an unknown adversary, and nothing changes.
      const antes = [await adversarios(), lista];
      const url = listarActualizaciones.path;
      const res = await api.t.request({ method: 'DELETE', url, cookie: await api.cookie('editor') });
      expect(res.statusCode).toBe(404);
      expect([await adversarios(), await actualizacionesLista()]).toEqual(antes);
    });

    it('crea una actualización: 201, nombre tomado del adversario guardado, nunca del cuerpo', async () => {
      const adv = await nuevoAdversario({ nombre: 'Carla Rojas' });
      const res = await post(ACT, { ...actualizacionValida, adversarioId: adv.id, adversarioNombre: 'Otro' });
      expect(res.status).toBe(201);
      const creada = res.body;
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
        api.t.clock.set(`2026-11-23T1${6 + i}:00:00Z`);
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
      expect(extra.status).toBe(400);
      expect(extra.error).toContain('extra');
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
      api.t.clock.set('2026-11-23T22:00:00Z');
      await actualizacionesLista(); // keeps the sessions alive (12 h idle limit)
      api.t.clock.set('2026-11-24T03:59:00Z');
      await rechaza(
        ACT,
        { ...actualizacionValida, adversarioId: adv.id, fecha: '2026-11-22' },
        MENSAJES_ACTUALIZACIONES.fechaPasada,
      );
      await nuevaActualizacion(adv.id, { fecha: '2026-11-23' });
      await nuevaActualizacion(adv.id, { fecha: '2026-11-24' });
      api.t.clock.set('2026-11-24T04:00:00Z');
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
      const params = { id: act.id };
      const res = await api.call(eliminarActualizacion, undefined, 'admin', { params });
      expect(res.status).toBe(204);
      expect((await actualizacionesLista()).some((a) => a.id === act.id)).toBe(false);
      expect((await adversarios()).some((a) => a.id === adv.id)).toBe(true);
      const otra = await api.call(eliminarActualizacion, undefined, 'editor', { params });
      expect(otra.status).toBe(404);
      expect(otra.body).toEqual({ error: MENSAJES_ACTUALIZACIONES.noEncontrada });
    });
  });

  describe('eliminar adversario', () => {
    it('borra el adversario y sus actualizaciones, y deja las de otros', async () => {
      const quitar = await nuevoAdversario({ nombre: 'Se va' });
      const queda = await nuevoAdversario({ nombre: 'Se queda' });
      await nuevaActualizacion(quitar.id);
      await nuevaActualizacion(quitar.id, { tipo: 'positiva' });
      const ajena = await nuevaActualizacion(queda.id);
      const res = await api.call(eliminarAdversario, undefined, 'editor', { params: { id: quitar.id } });
      expect(res.status).toBe(204);
      expect((await adversarios()).some((a) => a.id === quitar.id)).toBe(false);
      const lista = await actualizacionesLista();
      expect(lista.some((a) => a.adversarioId === quitar.id)).toBe(false);
      expect(lista.some((a) => a.id === ajena.id)).toBe(true);
      const rows = await api.t.deps.db
        .selectFrom('adversario_actualizaciones')
        .select('id')
        .where('adversario_id', '=', quitar.id)
        .execute();
      expect(rows).toEqual([]);
    });

    it('un id desconocido responde 404 y no toca nada', async () => {
      const antes = [await adversarios(), await actualizacionesLista()];
      const res = await api.call(eliminarAdversario, undefined, 'editor', { params: { id: 'no-existe' } });
      expect(res.status).toBe(404);
      expect(res.body).toEqual({ error: MENSAJES_ADVERSARIOS.noEncontrado });
      expect([await adversarios(), await actualizacionesLista()]).toEqual(antes);
    });

    it('una actualización de un adversario ya eliminado se rechaza', async () => {
      const adv = await nuevoAdversario();
      await api.ok(eliminarAdversario, undefined, 'editor', { params: { id: adv.id } });
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
    const no = { quien: 'anonimo' as const, status: 401 };
    const error = MENSAJES_GENERALES.noAutenticado;
    await api.rechaza(listarAdversarios, undefined, error, no);
    await api.rechaza(ADV, adversarioValido, error, no);
    await api.rechaza(eliminarAdversario, undefined, error, { ...no, params: { id: adv } });
    await api.rechaza(listarActualizaciones, undefined, error, no);
    await api.rechaza(ACT, { ...actualizacionValida, adversarioId: adv }, error, no);
    await api.rechaza(eliminarActualizacion, undefined, error, { ...no, params: { id: 'x' } });
    expect([await adversarios(), await actualizacionesLista()]).toEqual(antes);
  });
});
