import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { loginBody } from './auth.js';
import { erroresLogin, MENSAJES_LOGIN } from './sesion.js';

// The login page checks its two fields without zod (issue 17); the server checks loginBody.
// They must agree on what is missing, with the same messages.
describe('erroresLogin, la comprobación de la página de login', () => {
  it('señala un campo exactamente cuando loginBody lo rechaza por requerido, y nunca uno que el servidor acepta', () => {
    const campo = fc.oneof(fc.constant(''), fc.constantFrom(' ', '\t', '  '), fc.string({ maxLength: 40 }));
    fc.assert(
      fc.property(campo, campo, (usuario, contrasena) => {
        const propios = erroresLogin({ usuario, contrasena });
        const r = loginBody.safeParse({ usuario, contrasena });
        const delServidor = new Map((r.error?.issues ?? []).map((i) => [String(i.path[0]), i.message]));
        for (const [nombre, requerido] of [
          ['usuario', MENSAJES_LOGIN.usuarioRequerido],
          ['contrasena', MENSAJES_LOGIN.contrasenaRequerida],
        ] as const) {
          const caso = `${nombre} ${JSON.stringify({ usuario, contrasena })}`;
          // The server may refuse for more (forbidden characters, length): it answers those itself.
          if (delServidor.get(nombre) === requerido) expect(propios[nombre], caso).toBe(requerido);
          if (propios[nombre] !== undefined) expect(delServidor.has(nombre), caso).toBe(true);
        }
      }),
      { numRuns: 500 },
    );
  });

  it('no señala nada cuando los dos campos tienen texto', () => {
    expect(erroresLogin({ usuario: 'admin', contrasena: 'x' })).toEqual({});
  });
});
