import {
  DEFAULT_MIGRATION_LOCK_TABLE,
  DEFAULT_MIGRATION_TABLE,
  PostgresDialect,
  PostgresIntrospector,
  sql,
  type DatabaseIntrospector,
  type DatabaseMetadata,
  type DatabaseMetadataOptions,
  type Kysely,
  type PostgresDialectConfig,
  type SchemaMetadata,
  type TableMetadata,
} from 'kysely';

/**
 * PostgreSQL with Kysely's introspection limited to the app's own schema. Kysely's migrator asks
 * it, at every start, whether its two tables exist; Kysely's own introspection reads every column
 * of every table of every schema in the database and checks each schema's privileges by name, so
 * a schema dropped during that read (another app's on a shared database; the tests, which make
 * and drop schemas side by side) failed the start with "schema … does not exist". Here the
 * tables are the app's schema's alone, read from the catalogue without asking by name.
 */
export class PostgresDelEsquema extends PostgresDialect {
  constructor(
    config: PostgresDialectConfig,
    private readonly esquema: string,
  ) {
    super(config);
  }

  override createIntrospector(db: Kysely<unknown>): DatabaseIntrospector {
    return new IntrospeccionDelEsquema(db, this.esquema);
  }
}

interface Columna {
  columna: string;
  tabla: string;
  tipo_tabla: string;
  tipo: string;
  esquema_tipo: string;
  no_nulo: boolean;
  con_defecto: boolean;
  descripcion: string | null;
  secuencia: string | null;
}

/** Kysely's migrator's own tables, which only it asks for (`withInternalKyselyTables`). */
const TABLAS_DE_KYSELY = [DEFAULT_MIGRATION_TABLE, DEFAULT_MIGRATION_LOCK_TABLE];

class IntrospeccionDelEsquema implements DatabaseIntrospector {
  private readonly base: PostgresIntrospector;

  constructor(
    private readonly db: Kysely<unknown>,
    private readonly esquema: string,
  ) {
    this.base = new PostgresIntrospector(db);
  }

  getSchemas(): Promise<SchemaMetadata[]> {
    return this.base.getSchemas();
  }

  async getTables(
    options: DatabaseMetadataOptions = { withInternalKyselyTables: false },
  ): Promise<TableMetadata[]> {
    const { rows } = await sql<Columna>`
      select a.attname as columna, c.relname as tabla, c.relkind as tipo_tabla, t.typname as tipo,
        tn.nspname as esquema_tipo, a.attnotnull as no_nulo, a.atthasdef as con_defecto,
        col_description(a.attrelid, a.attnum) as descripcion,
        pg_get_serial_sequence(quote_ident(n.nspname) || '.' || quote_ident(c.relname), a.attname) as secuencia
      from pg_catalog.pg_attribute a
        join pg_catalog.pg_class c on c.oid = a.attrelid
        join pg_catalog.pg_namespace n on n.oid = c.relnamespace
        join pg_catalog.pg_type t on t.oid = a.atttypid
        join pg_catalog.pg_namespace tn on tn.oid = t.typnamespace
      where n.nspname = ${this.esquema} and c.relkind in ('r', 'v', 'p')
        and a.attnum >= 0 and not a.attisdropped
      order by c.relname, a.attnum`.execute(this.db);
    const tablas = new Map<string, TableMetadata & { columns: TableMetadata['columns'][number][] }>();
    for (const f of rows) {
      if (!options.withInternalKyselyTables && TABLAS_DE_KYSELY.includes(f.tabla)) continue;
      let tabla = tablas.get(f.tabla);
      if (!tabla) {
        tabla = { name: f.tabla, schema: this.esquema, isView: f.tipo_tabla === 'v', columns: [] };
        tablas.set(f.tabla, tabla);
      }
      tabla.columns.push({
        name: f.columna,
        dataType: f.tipo,
        dataTypeSchema: f.esquema_tipo,
        isNullable: !f.no_nulo,
        hasDefaultValue: f.con_defecto,
        isAutoIncrementing: f.secuencia !== null,
        ...(f.descripcion !== null ? { comment: f.descripcion } : {}),
      });
    }
    return [...tablas.values()];
  }

  async getMetadata(options?: DatabaseMetadataOptions): Promise<DatabaseMetadata> {
    return { tables: await this.getTables(options) };
  }
}
