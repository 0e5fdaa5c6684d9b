import {
  MENSAJES_CUENTA,
  MENSAJES_GENERALES,
  MENSAJES_USUARIOS,
  crearUsuario,
  login as rutaLogin,
  me,
  listarEncuestas,
  cambiarUsuario,
  listarUsuarios,
} from '@comando/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, dialects, type TestApp } from '../helpers.js';
import { pedir } from '../api.js';

describe.each(dialects)('usuarios (%s)', (dialect) => {
  let t: TestApp;
  let admin: string;
  beforeAll(async () => {
    t = await createTestApp(dialect);
    admin = await t.login('admin');
  });
  afterAll(() => t.close());

  it('crea un usuario con contraseña temporal, que entra; desactivado, su sesión responde 401', async () => {
    const res = await pedir(t, crearUsuario, {
      cookie: admin,
      payload: { usuario: 'Ana.Perez', nombre: 'Ana Pérez', email: 'ana@comando.bo', rol: 'lector' },
    });
    expect(res.statusCode).toBe(201);
    const creado = res.json<{ id: string; usuario: string; contrasenaTemporal: string }>();
    expect(creado.usuario).toBe('ana.perez');
    const repetido = await pedir(t, crearUsuario, {
      cookie: admin,
      payload: { usuario: 'ANA.PEREZ', nombre: 'Otra', email: 'otra@comando.bo', rol: 'editor' },
    });
    expect(repetido.statusCode).toBe(409);
    expect(repetido.json()).toEqual({ error: MENSAJES_USUARIOS.usuarioRepetido });
    const login = await pedir(t, rutaLogin, {
      payload: { usuario: 'ana.perez', contrasena: creado.contrasenaTemporal },
    });
    expect(login.statusCode).toBe(200);
    const cookie = `comando_sesion=${login.cookies.find((c) => c.name === 'comando_sesion')?.value}`;
    // Signed in, but with a temporary password: only me, logout and the change answer.
    expect((await pedir(t, me, { cookie })).json()).toMatchObject({
      cambiarContrasena: true,
    });
    const antesDelCambio = await pedir(t, listarEncuestas, { cookie });
    expect(antesDelCambio.statusCode).toBe(403);
    expect(antesDelCambio.json()).toEqual({ error: MENSAJES_CUENTA.cambioPendiente });
    const baja = await pedir(t, cambiarUsuario, {
      params: { id: creado.id },
      cookie: admin,
      payload: { activo: false },
    });
    expect(baja.statusCode).toBe(200);
    const despues = await pedir(t, me, { cookie });
    expect(despues.statusCode).toBe(401);
    expect(despues.json()).toEqual({ error: MENSAJES_GENERALES.noAutenticado });
  });

  it('rechaza un usuario inválido y no lo guarda', async () => {
    const antes = await pedir(t, listarUsuarios, { cookie: admin });
    const res = await pedir(t, crearUsuario, {
      cookie: admin,
      payload: { usuario: 'a b', nombre: 'X', email: 'x@comando.bo', rol: 'lector' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ error: MENSAJES_USUARIOS.usuarioInvalido });
    expect((await pedir(t, listarUsuarios, { cookie: admin })).body).toBe(antes.body);
  });

  it('el último administrador activo no se desactiva ni cambia de rol (409)', async () => {
    const lista = (await pedir(t, listarUsuarios, { cookie: admin })).json<
      { id: string; usuario: string }[]
    >();
    const id = lista.find((u) => u.usuario === 'admin')?.id ?? '';
    for (const payload of [{ activo: false }, { rol: 'editor' }]) {
      const res = await pedir(t, cambiarUsuario, { params: { id }, cookie: admin, payload });
      expect(res.statusCode).toBe(409);
      expect(res.json()).toEqual({ error: MENSAJES_USUARIOS.ultimoAdmin });
    }
  });
});
