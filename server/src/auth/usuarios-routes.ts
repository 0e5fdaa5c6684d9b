import { randomUUID } from 'node:crypto';
import {
  cambiarUsuario,
  crearUsuario,
  listarUsuarios,
  MENSAJES_USUARIOS,
  restablecerUsuario,
  type UsuarioCuenta,
} from '@comando/contract';
import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import type { DB } from '../db/schema.js';
import type { AppDeps } from '../deps.js';
import { HttpError, notFound } from '../http/errors.js';
import { handle } from '../http/routing.js';
import { desactivar } from './dos-pasos.js';
import { generatePassword, hashPassword } from './passwords.js';

type Fila = DB['usuarios'];

const cuenta = (u: {
  id: string;
  usuario: string;
  nombre: string;
  email: string;
  rol: string;
  activo: number;
  ultimo_acceso: string | null;
  creado_en: string;
  totp_activo: number;
}): UsuarioCuenta => ({
  id: u.id,
  usuario: u.usuario,
  nombre: u.nombre,
  email: u.email,
  rol: u.rol,
  activo: u.activo === 1,
  ultimoAcceso: u.ultimo_acceso,
  dosPasos: u.totp_activo === 1,
  creadoEn: u.creado_en,
});

const COLUMNAS = [
  'id',
  'usuario',
  'nombre',
  'email',
  'rol',
  'activo',
  'ultimo_acceso',
  'creado_en',
  'totp_activo',
] as const;

async function adminsActivos(db: Kysely<DB>): Promise<number> {
  const r = await db
    .selectFrom('usuarios')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('rol', '=', 'admin')
    .where('activo', '=', 1)
    .executeTakeFirstOrThrow();
  return Number(r.n);
}

/** Staff accounts (issue 16): admin only, declared so in the contract. */
export function usuariosRoutes(app: FastifyInstance, deps: AppDeps): void {
  const { db, clock } = deps;

  handle(app, listarUsuarios, async () =>
    (
      await db.selectFrom('usuarios').select(COLUMNAS).orderBy('creado_en', 'desc').orderBy('id').execute()
    ).map(cuenta),
  );

  handle(
    app,
    crearUsuario,
    async ({ body }) => {
      const repetido = await db
        .selectFrom('usuarios')
        .select('id')
        .where((eb) => eb(eb.fn('lower', ['usuario']), '=', body.usuario))
        .executeTakeFirst();
      if (repetido) throw new HttpError(409, MENSAJES_USUARIOS.usuarioRepetido);
      // Shown once to the admin; only its hash is kept.
      const contrasenaTemporal = generatePassword();
      const fila = {
        id: randomUUID(),
        usuario: body.usuario,
        nombre: body.nombre,
        email: body.email,
        rol: body.rol,
        hash: await hashPassword(contrasenaTemporal),
        creado_en: clock.now().toISOString(),
        // The user chooses a password of their own at first login.
        cambiar_contrasena: 1,
      };
      await db.insertInto('usuarios').values(fila).execute();
      return { ...cuenta({ ...fila, activo: 1, ultimo_acceso: null, totp_activo: 0 }), contrasenaTemporal };
    },
    { status: 201 },
  );

  handle(app, cambiarUsuario, async ({ params, body }) => {
    const actual = await db
      .selectFrom('usuarios')
      .select(COLUMNAS)
      .where('id', '=', params.id)
      .executeTakeFirst();
    if (!actual) throw notFound(MENSAJES_USUARIOS.usuarioNoEncontrado);
    const dejaDeSerAdmin =
      actual.rol === 'admin' &&
      actual.activo === 1 &&
      (body.activo === false || (body.rol && body.rol !== 'admin'));
    if (dejaDeSerAdmin && (await adminsActivos(db)) <= 1) {
      throw new HttpError(409, MENSAJES_USUARIOS.ultimoAdmin);
    }
    const cambios: Partial<Pick<Fila, 'rol'>> & { activo?: number } = {};
    if (body.rol) cambios.rol = body.rol;
    if (body.activo !== undefined) cambios.activo = body.activo ? 1 : 0;
    if (Object.keys(cambios).length > 0) {
      await db.updateTable('usuarios').set(cambios).where('id', '=', params.id).execute();
    }
    // Deactivation ends every session of the user at once.
    if (body.activo === false) await db.deleteFrom('sesiones').where('usuario_id', '=', params.id).execute();
    return cuenta({ ...actual, ...cambios });
  });

  handle(app, restablecerUsuario, async ({ params }) => {
    const contrasenaTemporal = generatePassword();
    const hash = await hashPassword(contrasenaTemporal);
    const r = await db
      .updateTable('usuarios')
      .set({ hash, cambiar_contrasena: 1 })
      .where('id', '=', params.id)
      .executeTakeFirst();
    if (Number(r.numUpdatedRows) === 0) throw notFound(MENSAJES_USUARIOS.usuarioNoEncontrado);
    await db.deleteFrom('sesiones').where('usuario_id', '=', params.id).execute();
    // A reset is the way back in for someone who lost their phone: they enrol again.
    await desactivar(db, params.id);
    return { contrasenaTemporal };
  });
}
