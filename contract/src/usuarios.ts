import { z } from 'zod';
import { route } from './http.js';
import { msg } from './messages.js';
import { ROLES, SOLO_ADMIN } from './roles.js';
import { cadena, email, texto } from './schemas.js';

/** A role name, as the users API takes it. */
export const rol = z.enum(ROLES);

/** Staff accounts (issue 16): admin only. */
export const MENSAJES_USUARIOS = {
  usuarioInvalido: msg(
    'El usuario debe tener de 3 a 32 caracteres: letras minúsculas, dígitos, punto, guion o guion bajo',
  ),
  usuarioRepetido: msg('Ya existe un usuario con ese nombre'),
  nombreRequerido: msg('El nombre es requerido'),
  emailInvalido: msg('El email no es válido'),
  rolInvalido: msg('El rol no es válido'),
  ultimoAdmin: msg('No se puede desactivar ni cambiar el rol del último administrador activo'),
  usuarioNoEncontrado: msg('Usuario no encontrado'),
} as const;

export const usuarioNuevo = z.strictObject({
  usuario: cadena(MENSAJES_USUARIOS.usuarioInvalido)
    .trim()
    .toLowerCase()
    .regex(/^[a-z0-9._-]{3,32}$/, { error: MENSAJES_USUARIOS.usuarioInvalido }),
  nombre: texto({
    requerido: MENSAJES_USUARIOS.nombreRequerido,
    max: 100,
    maxMsg: MENSAJES_USUARIOS.nombreRequerido,
  }),
  email: email(MENSAJES_USUARIOS.emailInvalido, MENSAJES_USUARIOS.emailInvalido),
  rol: rol.refine(() => true, { error: MENSAJES_USUARIOS.rolInvalido }),
});

export const cambioUsuario = z.strictObject({
  rol: rol.optional(),
  activo: z.boolean().optional(),
});

export const usuarioCuenta = z.object({
  id: z.string(),
  usuario: z.string(),
  nombre: z.string(),
  email: z.string(),
  rol: z.string(),
  activo: z.boolean(),
  ultimoAcceso: z.string().nullable(),
  creadoEn: z.string(),
});
export type UsuarioCuenta = z.infer<typeof usuarioCuenta>;

export const listarUsuarios = route({
  method: 'GET',
  path: '/api/usuarios',
  answer: z.array(usuarioCuenta),
  roles: SOLO_ADMIN,
});
export const crearUsuario = route({
  method: 'POST',
  path: '/api/usuarios',
  body: usuarioNuevo,
  answer: usuarioCuenta.extend({ contrasenaTemporal: z.string() }),
  roles: SOLO_ADMIN,
});
export const cambiarUsuario = route({
  method: 'PATCH',
  path: '/api/usuarios/:id',
  body: cambioUsuario,
  answer: usuarioCuenta,
  roles: SOLO_ADMIN,
});
export const restablecerUsuario = route({
  method: 'POST',
  path: '/api/usuarios/:id/restablecer',
  answer: z.object({ contrasenaTemporal: z.string() }),
  roles: SOLO_ADMIN,
});
