import { MENSAJES_LOGIN, login } from '@comando/contract';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { LIMITES_LOGIN, recordFailure } from '../../src/auth/login-limit.js';
import { createTestApp, dialects, type TestApp } from '../helpers.js';
import { pedir } from '../api.js';

describe.each(dialects)('bloqueo de inicio de sesión (%s)', (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(dialect);
  });
  afterAll(() => t.close());

  const attempt = (usuario: string, contrasena: string, ip: string) =>
    pedir(t, login, { payload: { usuario, contrasena }, remoteAddress: ip });

  /** A user of its own per test, so the counters of one test never reach another. */
  async function nuevoUsuario(usuario: string): Promise<string> {
    await t.loginComo('editor', usuario);
    return t.passwords.admin;
  }

  it('10 fallos de un usuario desde una IP bloquean ese par, no al dueño desde otra IP', async () => {
    const clave = await nuevoUsuario('victima1');
    // scrypt at full cost makes each attempt slow: all but the last failure are recorded
    // as the route records them, the last one goes through the route.
    for (let i = 0; i < LIMITES_LOGIN.porUsuarioEIp - 1; i++) {
      await recordFailure(t.deps.db, t.clock, 'victima1', '10.1.0.1');
    }
    expect((await attempt('victima1', 'mala', '10.1.0.1')).statusCode).toBe(401);
    const blocked = await attempt('victima1', clave, '10.1.0.1');
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json()).toEqual({ error: MENSAJES_LOGIN.demasiadosIntentos });
    // The same name with the right password from an IP that has not failed: in.
    expect((await attempt('victima1', clave, '10.1.0.2')).statusCode).toBe(200);
    // Another name from the attacker's IP is not blocked by that pair.
    const otra = await nuevoUsuario('colega1');
    expect((await attempt('colega1', otra, '10.1.0.1')).statusCode).toBe(200);
    // Counters live in the database: a restarted (or another) instance sees them.
    t = await t.restart();
    expect((await attempt('VICTIMA1', clave, '10.1.0.1')).statusCode).toBe(429);
    // After the window the pair may try again.
    t.clock.set(new Date(t.clock.now().getTime() + LIMITES_LOGIN.ventanaBloqueoMs + 1000));
    expect((await attempt('victima1', clave, '10.1.0.1')).statusCode).toBe(200);
  });

  it('un acierto borra los fallos de su propio par', async () => {
    const clave = await nuevoUsuario('despistado');
    for (let i = 0; i < LIMITES_LOGIN.porUsuarioEIp - 2; i++) {
      await recordFailure(t.deps.db, t.clock, 'despistado', '10.3.0.1');
    }
    expect((await attempt('despistado', 'mala', '10.3.0.1')).statusCode).toBe(401);
    expect((await attempt('despistado', clave, '10.3.0.1')).statusCode).toBe(200);
    expect((await attempt('despistado', 'mala', '10.3.0.1')).statusCode).toBe(401);
    expect((await attempt('despistado', clave, '10.3.0.1')).statusCode).toBe(200);
  });

  it('50 fallos desde una IP con nombres distintos bloquean esa IP, no a las demás', async () => {
    const clave = await nuevoUsuario('oficina');
    for (let i = 0; i < LIMITES_LOGIN.porIp - 1; i++) {
      await recordFailure(t.deps.db, t.clock, `nombre${i}`, '10.2.0.1');
    }
    expect((await attempt('otro-nombre', 'x', '10.2.0.1')).statusCode).toBe(401);
    const res = await attempt('oficina', clave, '10.2.0.1');
    expect(res.statusCode).toBe(429);
    expect(res.json()).toEqual({ error: MENSAJES_LOGIN.demasiadosIntentos });
    expect((await attempt('oficina', clave, '10.2.0.2')).statusCode).toBe(200);
  });

  it('pocos fallos de colegas tras el mismo router no bloquean la IP', async () => {
    const clave = await nuevoUsuario('colega2');
    for (let i = 0; i < 19; i++) await recordFailure(t.deps.db, t.clock, `colega-${i}`, '10.4.0.1');
    expect((await attempt('colega-x', 'mala', '10.4.0.1')).statusCode).toBe(401);
    expect((await attempt('colega2', clave, '10.4.0.1')).statusCode).toBe(200);
  });

  it('pasado el techo global por nombre cada intento se frena y se registra, sin bloquear al dueño', async () => {
    const clave = await nuevoUsuario('asediado');
    // Every slowed attempt is logged (login-limit.ts): no warning means no slowdown, with no
    // wall-clock bound that a busy machine could break.
    const warn = vi.spyOn(t.deps.log, 'warn');
    try {
      expect((await attempt('asediado', clave, '10.5.0.1')).statusCode).toBe(200);
      expect(warn).not.toHaveBeenCalled();

      // 100 failures for the name, each from its own address (a botnet): no pair nor IP is blocked.
      for (let i = 0; i < LIMITES_LOGIN.techoPorUsuario; i++) {
        await recordFailure(t.deps.db, t.clock, 'asediado', `10.6.${Math.floor(i / 200)}.${i % 200}`);
      }
      const inicio = Date.now();
      const res = await attempt('asediado', clave, '10.5.0.2');
      const espera = Date.now() - inicio;
      expect(res.statusCode).toBe(200);
      expect(espera).toBeGreaterThanOrEqual(LIMITES_LOGIN.frenoMs);
      expect(warn).toHaveBeenCalledWith(
        expect.objectContaining({ usuario: 'asediado', ip: '10.5.0.2', fallosUltimaHora: 100 }),
        expect.any(String),
      );
      // Another name is not slowed.
      warn.mockClear();
      const otra = await nuevoUsuario('tranquilo');
      expect((await attempt('tranquilo', otra, '10.5.0.3')).statusCode).toBe(200);
      expect(warn).not.toHaveBeenCalled();

      // An hour later the failures no longer count.
      t.clock.set(new Date(t.clock.now().getTime() + LIMITES_LOGIN.ventanaTechoMs + 1000));
      expect((await attempt('asediado', clave, '10.5.0.4')).statusCode).toBe(200);
      expect(warn).not.toHaveBeenCalled();
    } finally {
      warn.mockRestore();
    }
  });
});
