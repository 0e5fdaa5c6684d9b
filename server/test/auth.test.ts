import { COOKIE_HAY_SESION, MENSAJES_GENERALES, MENSAJES_LOGIN } from '@comando/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, dialects, type TestApp } from './helpers.js';

describe.each(dialects)('autenticación (%s)', (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(dialect);
  });
  afterAll(() => t.close());

  it('inicia sesión como admin y responde el usuario con una cookie HttpOnly SameSite=Strict', async () => {
    const res = await t.request({
      method: 'POST',
      url: '/api/auth/login',
      payload: { usuario: 'admin', contrasena: t.passwords.admin },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ role: 'admin', name: 'Administrador', email: 'admin@comando.bo' });
    const cookie = res.cookies.find((c) => c.name === 'comando_sesion');
    expect(cookie?.httpOnly).toBe(true);
    expect(cookie?.sameSite).toBe('Strict');
    expect(cookie?.path).toBe('/');
    expect(cookie?.value.length).toBeGreaterThanOrEqual(22);
  });

  it('con la sesión pone una cookie legible sin secreto (hay sesión) y el logout la borra', async () => {
    const res = await t.request({
      method: 'POST',
      url: '/api/auth/login',
      payload: { usuario: 'admin', contrasena: t.passwords.admin },
    });
    const marca = res.cookies.find((c) => c.name === COOKIE_HAY_SESION);
    expect(marca?.value).toBe('1');
    expect(marca?.httpOnly).toBeFalsy();
    expect(marca?.sameSite).toBe('Strict');
    const sesion = res.cookies.find((c) => c.name === 'comando_sesion');
    const salida = await t.request({
      method: 'POST',
      url: '/api/auth/logout',
      cookie: `comando_sesion=${sesion?.value ?? ''}`,
    });
    const borrada = salida.cookies.find((c) => c.name === COOKIE_HAY_SESION);
    expect(borrada?.value).toBe('');
  });

  it('inicia sesión como editor con el rol editor', async () => {
    const res = await t.request({
      method: 'POST',
      url: '/api/auth/login',
      payload: { usuario: 'editor', contrasena: t.passwords.editor },
    });
    expect(res.json()).toMatchObject({ role: 'editor', name: 'Editor' });
  });

  it('rechaza una contraseña errónea y un usuario inexistente con el mismo 401', async () => {
    const wrong = await t.request({
      method: 'POST',
      url: '/api/auth/login',
      payload: { usuario: 'admin', contrasena: 'no-es-esta' },
      remoteAddress: '10.0.0.50',
    });
    const unknown = await t.request({
      method: 'POST',
      url: '/api/auth/login',
      payload: { usuario: 'nadie', contrasena: 'no-es-esta' },
      remoteAddress: '10.0.0.51',
    });
    expect(wrong.statusCode).toBe(401);
    expect(unknown.statusCode).toBe(401);
    expect(wrong.json()).toEqual({ error: MENSAJES_LOGIN.credencialesInvalidas });
    expect(unknown.json()).toEqual({ error: MENSAJES_LOGIN.credencialesInvalidas });
  });

  it('me responde el usuario de la sesión y 401 sin sesión', async () => {
    const cookie = await t.login('editor');
    const ok = await t.request({ url: '/api/auth/me', cookie });
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toMatchObject({ role: 'editor' });
    const none = await t.request({ url: '/api/auth/me' });
    expect(none.statusCode).toBe(401);
    expect(none.json()).toEqual({ error: MENSAJES_GENERALES.noAutenticado });
  });

  it('logout borra la sesión en el servidor: la misma cookie deja de valer', async () => {
    const cookie = await t.login('admin');
    const out = await t.request({ method: 'POST', url: '/api/auth/logout', cookie });
    expect(out.statusCode).toBe(204);
    const after = await t.request({ url: '/api/auth/me', cookie });
    expect(after.statusCode).toBe(401);
  });

  it('una sesión sin uso durante más de 12 horas expira', async () => {
    const cookie = await t.login('admin');
    t.clock.set(new Date(t.clock.now().getTime() + 12 * 3600_000 + 60_000));
    const res = await t.request({ url: '/api/auth/me', cookie });
    expect(res.statusCode).toBe(401);
  });

  it('bloquea con 429 tras más de 10 fallos del mismo usuario, sin bloquear a otro usuario', async () => {
    const attempt = (usuario: string, contrasena: string, ip: string) =>
      t.request({
        method: 'POST',
        url: '/api/auth/login',
        payload: { usuario, contrasena },
        remoteAddress: ip,
      });
    for (let i = 0; i < 10; i++) {
      const res = await attempt('editor', 'mala', `10.1.0.${i}`);
      expect(res.statusCode).toBe(401);
    }
    const blocked = await attempt('editor', t.passwords.editor, '10.1.0.99');
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json()).toEqual({ error: MENSAJES_LOGIN.demasiadosIntentos });
    const other = await attempt('admin', t.passwords.admin, '10.1.0.98');
    expect(other.statusCode).toBe(200);
  });

  it('bloquea con 429 tras más de 10 fallos desde la misma IP', async () => {
    for (let i = 0; i < 10; i++) {
      await t.request({
        method: 'POST',
        url: '/api/auth/login',
        payload: { usuario: `intruso${i}`, contrasena: 'x' },
        remoteAddress: '10.2.0.1',
      });
    }
    const res = await t.request({
      method: 'POST',
      url: '/api/auth/login',
      payload: { usuario: 'admin', contrasena: t.passwords.admin },
      remoteAddress: '10.2.0.1',
    });
    expect(res.statusCode).toBe(429);
  });

  it('valida el cuerpo del login con mensajes en español', async () => {
    const res = await t.request({ method: 'POST', url: '/api/auth/login', payload: { usuario: '' } });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ error: MENSAJES_LOGIN.usuarioRequerido });
  });

  it('no guarda contraseñas en claro', async () => {
    const rows = await t.deps.db.selectFrom('usuarios').select(['usuario', 'hash']).execute();
    expect(rows).toHaveLength(2);
    for (const row of rows) {
      expect(row.hash).toMatch(/^scrypt\$131072\$8\$1\$/);
      expect(row.hash).not.toContain(t.passwords[row.usuario as 'admin' | 'editor']);
    }
  });
});
