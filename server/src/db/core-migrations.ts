import { sql, type Kysely, type Migration } from 'kysely';

/** Migrations of the shell. Area migrations are named `<area>-NNN`. */
export const coreMigrations: Record<string, Migration> = {
  '0000-core-001': {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable('usuarios')
        .addColumn('id', 'text', (c) => c.primaryKey())
        .addColumn('usuario', 'text', (c) => c.notNull().unique())
        .addColumn('nombre', 'text', (c) => c.notNull())
        .addColumn('email', 'text', (c) => c.notNull())
        .addColumn('rol', 'text', (c) => c.notNull())
        .addColumn('hash', 'text', (c) => c.notNull())
        .addColumn('creado_en', 'text', (c) => c.notNull())
        .execute();
      await db.schema
        .createTable('sesiones')
        .addColumn('id_hash', 'text', (c) => c.primaryKey())
        .addColumn('usuario_id', 'text', (c) => c.notNull().references('usuarios.id').onDelete('cascade'))
        .addColumn('creada_en', 'text', (c) => c.notNull())
        .addColumn('ultimo_uso', 'text', (c) => c.notNull())
        .execute();
      await db.schema
        .createTable('intentos_login')
        .addColumn('id', 'text', (c) => c.primaryKey())
        .addColumn('clave', 'text', (c) => c.notNull())
        .addColumn('en', 'text', (c) => c.notNull())
        .execute();
      await db.schema
        .createIndex('intentos_login_clave_en')
        .on('intentos_login')
        .columns(['clave', 'en'])
        .execute();
      await db.schema
        .createTable('semillas')
        .addColumn('nombre', 'text', (c) => c.primaryKey())
        .addColumn('aplicada_en', 'text', (c) => c.notNull())
        .execute();
      await db.schema
        .createTable('archivos')
        .addColumn('id', 'text', (c) => c.primaryKey())
        .addColumn('hash', 'text', (c) => c.notNull())
        .addColumn('nombre', 'text', (c) => c.notNull())
        .addColumn('tipo', 'text', (c) => c.notNull())
        .addColumn('tamano', 'integer', (c) => c.notNull())
        .addColumn('subido_por', 'text')
        .addColumn('subido_en', 'text', (c) => c.notNull())
        .execute();
      await db.schema.createIndex('archivos_hash').on('archivos').column('hash').execute();
    },
  },
  // Staff accounts (issue 16): existing users stay active; user names unique whatever their case.
  '0000-core-002': {
    async up(db: Kysely<unknown>) {
      await db.schema
        .alterTable('usuarios')
        .addColumn('activo', 'integer', (c) => c.notNull().defaultTo(1))
        .execute();
      await db.schema.alterTable('usuarios').addColumn('ultimo_acceso', 'text').execute();
      await db.schema
        .createIndex('usuarios_usuario_minusculas')
        .on('usuarios')
        .unique()
        .expression(sql`lower(usuario)`)
        .execute();
    },
  },
};
