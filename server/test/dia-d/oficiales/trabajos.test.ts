import {
  MENSAJES_GENERALES,
  MENSAJES_TRABAJO_OFICIAL as MT,
  UMBRAL_TRABAJO_OFICIAL,
  type ImportacionOficial,
  type RevisionOficial,
  type TrabajoOficial,
  importarResultadosOficiales,
  verTrabajoOficial,
  listarResultadosOficiales,
} from '@comando/contract';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { REGISTRO_TRES_MESAS, registroYPapeleta } from '../../dia-d-comun.js';
import { createTestApp, dialects, type TestApp } from '../../helpers.js';
import { multipart } from '../../multipart.js';
import { pedir } from '../../api.js';

// Issue 29: a large official export applied runs as a job (202, then its progress at
// GET /api/dia-d/resultados-oficiales/trabajos/:id), and never half-imports: a failure while
// storing, after hundreds of rows went in, leaves nothing of the snapshot.

const PAPELETA = [
  { sigla: 'CREEMOS', nombre: 'Creemos', color: '#d9138a' },
  { sigla: 'MAS', nombre: 'Movimiento al Socialismo', color: '#1e40af' },
];
const MESAS = 6000;
const ULTIMA = `X${String(MESAS - 1).padStart(5, '0')}`;

/** An export of 6.000 mesas × 2 candidaturas in the 2020 layout: over the job threshold. */
function exportacion(vuelta = 0): Buffer {
  const lineas = [
    'PAIS,DEPARTAMENTO,PROVINCIA,MUNICIPIO,RECINTO,NUMERO_MESA,CODIGO_MESA,CANDIDATURA,INSCRITOS_HABILITADOS,CREEMOS,MAS - IPSP,VOTO_VALIDO,VOTO_BLANCO,VOTO_NULO,VOTO_EMITIDO',
  ];
  for (let i = 0; i < MESAS; i++) {
    for (const candidatura of ['PRESIDENTE', 'DIPUTADO']) {
      const a = (i % 50) + vuelta;
      const b = 100 - (i % 50);
      lineas.push(
        `Bolivia,La Paz,Murillo,El Alto,"U.E. Villa Victoria ""B"" Nº ${i % 40}",${(i % 12) + 1},X${String(i).padStart(5, '0')},${candidatura},220,${a},${b},${a + b},3,2,${a + b + 5}`,
      );
    }
  }
  return Buffer.from(lineas.join('\n'));
}

describe.each(dialects)('Día D: importación oficial grande como trabajo (%s)', (dialect) => {
  let t: TestApp;
  let admin: string;
  let editor: string;
  beforeAll(async () => {
    t = await createTestApp(dialect);
    admin = await t.login('admin');
    editor = await t.login('editor');
    await registroYPapeleta(t, admin, REGISTRO_TRES_MESAS, PAPELETA);
  });
  afterAll(() => t.close());

  const enviar = (archivo: Buffer, aplicar: string, cookie = admin) =>
    pedir(t, importarResultadosOficiales, {
      ...multipart([
        { name: 'aplicar', value: aplicar },
        { name: 'archivo', filename: 'exportacion_EG2020.csv', content: archivo, type: 'text/csv' },
      ]),
      cookie,
    });
  const ver = (id: string, cookie = admin) => pedir(t, verTrabajoOficial, { params: { id }, cookie });
  /** Reads the job as the screen does until it ends; every state seen, in order. */
  async function hastaElFin(id: string): Promise<TrabajoOficial[]> {
    const vistos: TrabajoOficial[] = [];
    await vi.waitFor(
      async () => {
        const res = await ver(id);
        expect(res.statusCode, res.body).toBe(200);
        const trabajo = res.json<TrabajoOficial>();
        vistos.push(trabajo);
        expect(['hecho', 'error']).toContain(trabajo.fase);
      },
      { timeout: 60_000, interval: 20 },
    );
    return vistos;
  }
  const contar = async () => {
    const [mesas, instantaneas, actual] = await Promise.all(
      (['dia_d_oficial_mesas', 'dia_d_oficial_instantaneas', 'dia_d_oficial_actual'] as const).map((tabla) =>
        t.deps.db
          .selectFrom(tabla)
          .select((eb) => eb.fn.countAll<number>().as('n'))
          .executeTakeFirstOrThrow(),
      ),
    );
    return { mesas: Number(mesas?.n), instantaneas: Number(instantaneas?.n), actual: Number(actual?.n) };
  };

  it('la revisión de un archivo grande sigue respondiendo 200 con la revisión', async () => {
    const archivo = exportacion();
    expect(archivo.length).toBeGreaterThan(UMBRAL_TRABAJO_OFICIAL);
    const res = await enviar(archivo, 'false');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json<RevisionOficial>()).toMatchObject({ filas: MESAS, sinMesa: MESAS, conErrores: [] });
  });

  it('nunca importa a medias: un fallo al guardar la última mesa no deja nada, y el reintento guarda todo', async () => {
    // A check only the database finds while storing: the last mesa's insert fails, after
    // eleven batches of 500 rows went in within the same transaction.
    if (dialect === 'sqlite') {
      await sql
        .raw(
          `create trigger falla_oficial before insert on dia_d_oficial_mesas when new.mesa_codigo = '${ULTIMA}'
           begin select raise(abort, 'fallo provocado'); end`,
        )
        .execute(t.deps.db);
    } else {
      await sql
        .raw(
          `create function falla_oficial() returns trigger language plpgsql as $$
           begin if new.mesa_codigo = '${ULTIMA}' then raise exception 'fallo provocado'; end if; return new; end $$`,
        )
        .execute(t.deps.db);
      await sql
        .raw(
          'create trigger falla_oficial before insert on dia_d_oficial_mesas for each row execute function falla_oficial()',
        )
        .execute(t.deps.db);
    }
    const antes = await contar();
    const res = await enviar(exportacion(), 'true');
    expect(res.statusCode, res.body).toBe(202);
    const vistos = await hastaElFin(res.json<TrabajoOficial>().id);
    expect(vistos.at(-1)).toMatchObject({ fase: 'error', error: MT.fallo, resultado: null });
    expect(await contar()).toEqual(antes);
    // A small file (applied at once, in the request's transaction): the same, answered 500.
    const pequeno = exportacion().toString('utf8').split('\n');
    const corto = Buffer.from([pequeno[0], ...pequeno.slice(-2 * 600)].join('\n'));
    expect(corto.length).toBeLessThan(UMBRAL_TRABAJO_OFICIAL);
    const directo = await enviar(corto, 'true');
    expect(directo.statusCode).toBe(500);
    expect(await contar()).toEqual(antes);

    await sql
      .raw('drop trigger falla_oficial' + (dialect === 'sqlite' ? '' : ' on dia_d_oficial_mesas'))
      .execute(t.deps.db);
    const otra = await enviar(exportacion(), 'true');
    expect(otra.statusCode).toBe(202);
    const fin = (await hastaElFin(otra.json<TrabajoOficial>().id)).at(-1);
    expect(fin).toMatchObject({ fase: 'hecho', error: null, resultado: { cambios: MESAS } });
    expect(await contar()).toEqual({
      mesas: antes.mesas + MESAS,
      instantaneas: antes.instantaneas + 1,
      actual: antes.actual + MESAS,
    });
  });

  it('aplicar un archivo grande responde 202 con el trabajo, cuyo avance va de leer a guardar y termina con el resultado', async () => {
    t.clock.set('2026-11-23T18:00:00.000Z');
    const res = await enviar(exportacion(1), 'true');
    expect(res.statusCode, res.body).toBe(202);
    const trabajo = res.json<TrabajoOficial>();
    expect(trabajo).toEqual({
      id: trabajo.id,
      fase: 'leyendo',
      hechas: 0,
      total: 0,
      error: null,
      resultado: null,
    });
    const vistos = await hastaElFin(trabajo.id);
    const orden = ['leyendo', 'guardando', 'hecho'];
    for (const [i, v] of vistos.entries()) {
      expect(v.hechas).toBeLessThanOrEqual(v.total);
      if (i > 0) expect(orden.indexOf(v.fase)).toBeGreaterThanOrEqual(orden.indexOf(vistos[i - 1]!.fase));
      if (v.fase === 'leyendo' && v.total > 0) expect(v.total).toBe(2 * MESAS);
    }
    const fin = vistos.at(-1)!;
    // Every mesa changed its CREEMOS figure: all stored again.
    expect(fin.resultado).toMatchObject({ cambios: MESAS });
    const resultado = fin.resultado as ImportacionOficial;
    const lista = await pedir(t, listarResultadosOficiales, { cookie: admin });
    expect(lista.json<{ id: string }[]>()[0]?.id).toBe(resultado.instantanea.id);
    // What another instance reads: the job's row, ended with its answer.
    const fila = await t.deps.db
      .selectFrom('dia_d_oficial_trabajos')
      .selectAll()
      .where('id', '=', trabajo.id)
      .executeTakeFirstOrThrow();
    expect({ fase: fila.fase, resultado: JSON.parse(fila.resultado ?? 'null') as unknown }).toEqual({
      fase: 'hecho',
      resultado,
    });
    // The snapshot is audited with the admin who sent the file.
    const auditoria = await t.deps.db
      .selectFrom('auditoria')
      .select(['accion', 'usuario_id'])
      .where('entidad_id', '=', resultado.instantanea.id)
      .execute();
    expect(auditoria).toEqual([{ accion: 'crear', usuario_id: fila.usuario_id }]);
  });

  it('un trabajo que dejó de avanzar en otra instancia se lee como interrumpido', async () => {
    const hace = new Date(t.clock.now().getTime() - 3 * 60_000).toISOString();
    await t.deps.db
      .insertInto('dia_d_oficial_trabajos')
      .values({
        id: 'de-otra-instancia',
        usuario_id: 'x',
        fase: 'guardando',
        hechas: 500,
        total: 30_000,
        error: null,
        resultado: null,
        creado_en: hace,
        actualizado_en: hace,
      })
      .execute();
    const res = await ver('de-otra-instancia');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      id: 'de-otra-instancia',
      fase: 'error',
      hechas: 500,
      total: 30_000,
      error: MT.interrumpido,
      resultado: null,
    });
  });

  it('un trabajo que no existe responde 404, y solo un administrador lo lee', async () => {
    const res = await ver('no-existe');
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ error: MENSAJES_GENERALES.noEncontrado });
    const editorRes = await ver('de-otra-instancia', editor);
    expect(editorRes.statusCode).toBe(403);
  });
});
