import { z } from 'zod';
import { ambito } from './ambito.js';
import { regionTerritorialId } from '../territorial/index.js';
import { route } from '../http.js';
import { msg } from '../messages.js';
import { ROLES, SOLO_ADMIN } from '../roles.js';
import { cadena, email, texto } from '../schemas.js';

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

/** Names of the roles as staff read them. */
export const ETIQUETA_ROL: Record<string, string> = {
  admin: 'Administrador',
  editor: 'Editor',
  lector: 'Lector',
  delegado: 'Delegado',
};
/** Roles an admin gives from the Usuarios screen (delegates come from Día D's access codes). */
export const ROLES_PERSONAL = ['admin', 'editor', 'lector'] as const;

export const TEXTOS_USUARIOS = {
  titulo: 'Usuarios',
  descripcion: 'Cuentas personales del equipo: cada cambio queda a nombre de quien lo hizo.',
  soloAdmin: 'Solo los administradores pueden ver y administrar usuarios.',
  nuevo: 'Nuevo usuario',
  crear: 'Crear usuario',
  creando: 'Creando...',
  usuario: 'Usuario',
  usuarioAyuda: 'De 3 a 32 caracteres: minúsculas, dígitos, punto, guion o guion bajo.',
  nombre: 'Nombre',
  email: 'Email',
  rol: 'Rol',
  estado: 'Estado',
  activo: 'Activo',
  inactivo: 'Desactivado',
  ultimoAcceso: 'Último acceso',
  nunca: 'Nunca',
  dosPasos: '2FA',
  si: 'Sí',
  no: 'No',
  acciones: 'Acciones',
  lista: 'Lista de usuarios',
  vacio: 'No hay usuarios.',
  cambiarRol: (nombre: string) => `Rol de ${nombre}`,
  desactivar: 'Desactivar',
  reactivar: 'Reactivar',
  desactivarTitulo: (nombre: string) => `Desactivar a ${nombre}`,
  desactivarTexto:
    'Sus sesiones se cierran en este momento y no podrá volver a entrar hasta que se lo reactive.',
  reactivarTitulo: (nombre: string) => `Reactivar a ${nombre}`,
  reactivarTexto: 'Podrá volver a iniciar sesión con su contraseña.',
  restablecer: 'Restablecer contraseña',
  restablecerTitulo: (nombre: string) => `Restablecer la contraseña de ${nombre}`,
  restablecerTexto:
    'Se genera una contraseña temporal, se cierran sus sesiones y se apaga su verificación en dos pasos. Deberá elegir una contraseña nueva al entrar.',
  temporalTitulo: 'Contraseña temporal',
  temporalTexto: (usuario: string) =>
    `Entréguela a ${usuario} por un medio seguro. Se muestra una sola vez; al entrar deberá cambiarla.`,
  copiar: 'Copiar',
  copiada: 'Copiada',
  listo: 'Listo',
  errorCrear: 'Error al crear el usuario',
  errorCambiar: 'Error al guardar el cambio',
  errorRestablecer: 'Error al restablecer la contraseña',
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
  /** Absent: national (issue 27). */
  ambito: ambito.optional(),
});

export const cambioUsuario = z.strictObject({
  rol: rol.optional(),
  activo: z.boolean().optional(),
  ambito: ambito.optional(),
});

export const usuarioCuenta = z.object({
  id: z.string(),
  usuario: z.string(),
  nombre: z.string(),
  email: z.string(),
  rol: z.string(),
  activo: z.boolean(),
  ultimoAcceso: z.string().nullable(),
  /** Two-factor verification on. */
  dosPasos: z.boolean(),
  creadoEn: z.string(),
  ambito,
  /** The scope as staff read it: "Cochabamba", a municipio or a recinto's name; "" when national. */
  ambitoNombre: z.string(),
  /** The scope's department (a recinto's, from the registry); null when national. */
  ambitoDepartamento: regionTerritorialId.nullable(),
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

/** A department's municipios and recintos in the Día D registry: what /usuarios narrows a scope with. */
export const terrenoDepartamento = z.object({
  municipios: z.array(
    z.object({
      nombre: z.string(),
      recintos: z.array(z.object({ codigo: z.string(), nombre: z.string() })),
    }),
  ),
});
export type TerrenoDepartamento = z.infer<typeof terrenoDepartamento>;

export const leerTerrenoDepartamento = route({
  method: 'GET',
  path: '/api/usuarios/terreno/:departamento',
  answer: terrenoDepartamento,
  roles: SOLO_ADMIN,
});
