import {
  MENSAJES_MENSAJERIA as M,
  TEXTOS_MENSAJERIA as T,
  type MensajeEnviado,
  registrarLlegada,
  enviarMensajeDelegados,
  bandejaDelegado,
  listarMensajesDelegados,
  marcarMensajeLeido,
} from '@comando/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { huellaDatos, loginConAmbito } from '../../ambito-comun.js';
import { delegadosTresMesas, REGISTRO_TRES_MESAS, registroYEleccion } from '../../dia-d-comun.js';
import { createTestApp, dialects, type TestApp } from '../../helpers.js';
import { pedir } from '../../api.js';

// Issue 28: messages from HQ to the delegates — targets, the phone's inbox with its ETag, read
// receipts counted for HQ, and the sender's ground.

type Bandeja = { id: string; texto: string; enviado: string; leido: boolean }[];

describe.each(dialects)('Día D: mensajes a los delegados (%s)', (dialect) => {
  let t: TestApp;
  let admin: string;
  let editor: string;
  const delegados: Record<string, string> = {};

  beforeAll(async () => {
    t = await createTestApp(dialect);
    admin = await t.login('admin');
    editor = await t.login('editor');
    await registroYEleccion(t, { admin, editor }, REGISTRO_TRES_MESAS, '2026-11-23');
    Object.assign(delegados, await delegadosTresMesas(t, editor));
    // M1's delegate has checked in.
    await pedir(t, registrarLlegada, { payload: { id: 'llegada-m1' }, cookie: delegados.M1 });
  });
  afterAll(() => t.close());

  /** Each message a second after the last, so "newest first" has one answer. */
  let segundos = 0;
  const enviar = (payload: object, cookie = editor) => {
    t.clock.set(new Date(Date.parse('2026-11-23T15:00:00Z') + ++segundos * 1000));
    return pedir(t, enviarMensajeDelegados, { payload, cookie });
  };
  const bandeja = async (mesa: string) => {
    const res = await pedir(t, bandejaDelegado, { cookie: delegados[mesa] });
    expect(res.statusCode, res.body).toBe(200);
    return res.json<Bandeja>();
  };
  const enviados = async (cookie = editor) =>
    (await pedir(t, listarMensajesDelegados, { cookie })).json<MensajeEnviado[]>();

  it('cada destino llega a sus delegados y a nadie más', async () => {
    const casos = [
      [{ todos: true }, ['M1', 'M2', 'M3']],
      [{ departamento: 'oruro' }, ['M3']],
      [{ departamento: 'la-paz', municipio: 'El Alto' }, ['M1', 'M2']],
      [{ recinto: 'R2' }, ['M3']],
      [{ estado: 'sin-llegada' }, ['M2', 'M3']],
      [{ estado: 'sin-acta' }, ['M1', 'M2', 'M3']],
    ] as const;
    for (const [destino, mesas] of casos) {
      const texto = `Mensaje para ${JSON.stringify(destino)}`;
      const res = await enviar({ texto, destino });
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json()).toEqual({ id: expect.any(String) as string, destinatarios: mesas.length });
      for (const mesa of ['M1', 'M2', 'M3']) {
        const recibido = (await bandeja(mesa)).some((m) => m.texto === texto);
        expect(recibido, `${texto} en ${mesa}`).toBe((mesas as readonly string[]).includes(mesa));
      }
    }
  });

  it('la bandeja trae primero lo último; «Leído» una vez, contado para la sede', async () => {
    const { id } = (await enviar({ texto: 'Lleven la copia del acta', destino: { todos: true } })).json<{
      id: string;
    }>();
    const antes = (await bandeja('M1'))[0]!;
    expect(antes).toMatchObject({ id, texto: 'Lleven la copia del acta', leido: false });
    for (let i = 0; i < 2; i++) {
      const leer = await pedir(t, marcarMensajeLeido, { params: { id }, cookie: delegados.M1 });
      expect(leer.statusCode).toBe(204);
    }
    expect((await bandeja('M1'))[0]).toMatchObject({ id, leido: true });
    expect((await bandeja('M2'))[0]).toMatchObject({ id, leido: false });
    const sede = (await enviados()).find((m) => m.id === id);
    expect(sede).toMatchObject({ destinatarios: 3, leidos: 1, destino: T.destinoTodos });
  });

  it('un mensaje que no es suyo no existe para el delegado', async () => {
    const { id } = (await enviar({ texto: 'Solo Oruro', destino: { departamento: 'oruro' } })).json<{
      id: string;
    }>();
    for (const otro of [id, 'no-existe']) {
      const res = await pedir(t, marcarMensajeLeido, { params: { id: otro }, cookie: delegados.M1 });
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ error: M.mensajeNoEncontrado });
    }
  });

  it('la bandeja sin cambios responde 304 sin cuerpo; un mensaje nuevo cambia su ETag', async () => {
    const primera = await pedir(t, bandejaDelegado, { cookie: delegados.M3 });
    const etag = primera.headers.etag as string;
    expect(etag).toMatch(/^W\/"/);
    const igual = await pedir(t, bandejaDelegado, {
      cookie: delegados.M3,
      headers: { 'if-none-match': etag },
    });
    expect(igual.statusCode).toBe(304);
    expect(igual.body).toBe('');
    await enviar({ texto: 'El recinto cambió de puerta', destino: { recinto: 'R2' } });
    const nueva = await pedir(t, bandejaDelegado, {
      cookie: delegados.M3,
      headers: { 'if-none-match': etag },
    });
    expect(nueva.statusCode).toBe(200);
    expect(nueva.json<Bandeja>()[0]?.texto).toBe('El recinto cambió de puerta');
  });

  it('reglas en español y nada guardado: texto, destino, sin destinatarios, lector', async () => {
    const lector = await t.loginComo('lector', 'mensajes.lector');
    const casos: [object, string, number?][] = [
      [{ texto: '  ', destino: { todos: true } }, M.textoRequerido],
      [{ texto: 'x'.repeat(501), destino: { todos: true } }, M.textoLargo],
      [{ texto: 'Hola', destino: { todos: false } }, M.destinoInvalido],
      [{ texto: 'Hola', destino: { departamento: 'narnia' } }, M.destinoInvalido],
      // A target with nobody in it is not found, like a target outside the sender's ground.
      [{ texto: 'Hola', destino: { recinto: 'NO-EXISTE' } }, M.sinDestinatarios, 404],
      [{ texto: 'Hola', destino: { departamento: 'beni' } }, M.sinDestinatarios, 404],
    ];
    for (const [payload, error, status = 400] of casos) {
      const antes = await huellaDatos(t);
      const res = await enviar(payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(status);
      expect(res.json()).toEqual({ error });
      expect(await huellaDatos(t)).toBe(antes);
    }
    const res = await enviar({ texto: 'Hola', destino: { todos: true } }, lector);
    expect(res.statusCode).toBe(403);
  });

  it('un editor departamental escribe y cuenta solo en su terreno', async () => {
    const oruro = await loginConAmbito(t, admin, 'editor', { nivel: 'departamento', departamento: 'oruro' });
    // "Todos" for Oruro's chief is Oruro's delegates.
    const todos = await enviar({ texto: 'Oruro: abran a las 8', destino: { todos: true } }, oruro);
    expect(todos.json()).toMatchObject({ destinatarios: 1 });
    expect((await bandeja('M1')).some((m) => m.texto === 'Oruro: abran a las 8')).toBe(false);
    // Another department answers as if it had no delegates: nothing outside is revealed.
    const fuera = await enviar({ texto: 'Hola La Paz', destino: { departamento: 'la-paz' } }, oruro);
    expect(fuera.statusCode).toBe(404);
    expect(fuera.json()).toEqual({ error: M.sinDestinatarios });
    // The national messages reached Oruro too; Oruro's chief sees them counted within Oruro.
    const lista = await enviados(oruro);
    expect(lista.length).toBeGreaterThan(0);
    for (const m of lista) expect(m.destinatarios).toBe(1);
    expect(lista.some((m) => m.texto === 'Solo Oruro')).toBe(true);
    expect(lista.some((m) => m.texto.includes('El Alto'))).toBe(false);
  });
});
