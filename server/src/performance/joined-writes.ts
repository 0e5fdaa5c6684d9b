import { CompiledQuery } from 'kysely';

/**
 * The writes of a request transaction's end as few statements (PostgreSQL, issue 30): each
 * group one statement whose first writes are data-modifying `with`s of its last.
 */

/** Parameters of one statement of joined writes at most (PostgreSQL's limit is 65.535). */
const PARAMETROS_JUNTOS = 10_000;
const ESCRITURA = /^\s*(insert|update|delete)\b/i;

/**
 * Writes that answer nothing, as one statement: the first ones become data-modifying `with`s of
 * the last, their `$n` renumbered after those before them (PostgreSQL's placeholders; the
 * texts are Kysely's, with every value a bound parameter). They run on one snapshot, so they
 * must not write the same rows (alFinal's writes are one table each).
 */
export function escrituraJunta(consultas: CompiledQuery[]): CompiledQuery {
  if (consultas.length === 1) return consultas[0]!;
  const parametros: unknown[] = [];
  const textos = consultas.map((c) => {
    const antes = parametros.length;
    parametros.push(...c.parameters);
    return c.sql.replace(/\$(\d+)/g, (_, n: string) => `$${Number(n) + antes}`);
  });
  const ultima = textos.pop()!;
  return CompiledQuery.raw(
    `with ${textos.map((t, i) => `e${i} as (${t})`).join(', ')} ${ultima}`,
    parametros,
  );
}

/** `consultas` in order, in groups that join into one statement each (see `escrituraJunta`). */
function gruposDeEscrituras(consultas: CompiledQuery[]): CompiledQuery[][] {
  const grupos: CompiledQuery[][] = [];
  let grupo: CompiledQuery[] = [];
  let parametros = 0;
  for (const c of consultas) {
    // A statement that is not a plain write (or is too big) goes alone.
    const sola = !ESCRITURA.test(c.sql) || /\breturning\b/i.test(c.sql);
    if (grupo.length > 0 && (sola || parametros + c.parameters.length > PARAMETROS_JUNTOS)) {
      grupos.push(grupo);
      grupo = [];
      parametros = 0;
    }
    grupo.push(c);
    parametros += c.parameters.length;
    if (sola) {
      grupos.push(grupo);
      grupo = [];
      parametros = 0;
    }
  }
  if (grupo.length > 0) grupos.push(grupo);
  return grupos;
}

/** `consultas` in order as the fewest statements they join into. */
export function juntarEscrituras(consultas: CompiledQuery[]): CompiledQuery[] {
  return gruposDeEscrituras(consultas).map(escrituraJunta);
}
