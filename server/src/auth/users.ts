import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { FastifyBaseLogger } from 'fastify';
import type { Clock } from '../clock.js';
import type { DB } from '../db/schema.js';
import { generatePassword, hashPassword } from './passwords.js';

interface InitialPasswords {
  admin?: string;
  editor?: string;
}

const DEFAULT_USERS = [
  { usuario: 'admin', nombre: 'Administrador', rol: 'admin', email: 'admin@comando.bo' },
  { usuario: 'editor', nombre: 'Editor', rol: 'editor', email: 'editor@comando.bo' },
] as const;

/**
 * First start with no users creates `admin` and `editor`. Passwords come from the
 * environment or are generated and printed once: none is written in the code.
 */
export async function ensureInitialUsers(
  db: Kysely<DB>,
  clock: Clock,
  log: FastifyBaseLogger,
  passwords: InitialPasswords,
  hash: (password: string) => Promise<string> = hashPassword,
): Promise<void> {
  const existing = await db.selectFrom('usuarios').select('id').limit(1).executeTakeFirst();
  if (existing) return;
  for (const user of DEFAULT_USERS) {
    const given = user.rol === 'admin' ? passwords.admin : passwords.editor;
    const password = given ?? generatePassword();
    await db
      .insertInto('usuarios')
      .values({
        id: randomUUID(),
        usuario: user.usuario,
        nombre: user.nombre,
        email: user.email,
        rol: user.rol,
        hash: await hash(password),
        creado_en: clock.now().toISOString(),
      })
      .execute();
    if (given) {
      log.info({ usuario: user.usuario }, 'usuario inicial creado con la contraseña del entorno');
    } else {
      // Printed once, on the first start, so the newcomer can log in.
      log.warn(
        { usuario: user.usuario, contrasena: password },
        `usuario inicial creado: ${user.usuario} / ${password} (guárdela; no se volverá a mostrar)`,
      );
    }
  }
}
