import { randomUUID } from 'node:crypto';
import { Readable } from 'node:stream';
import {
  cabeceraCsv,
  columnasCsvActas,
  enviarActa,
  ETIQUETA_ESTADO_ACTA,
  exportarActasCsv,
  formatFechaHora,
  hoyEnLaPaz,
  lineaCsv,
  REGIONES_TERRITORIALES,
  envioActa,
  errorDeFiguras,
  figurasActa,
  fillPath,
  fotoActa,
  guardarPartidos,
  estimarConteoRapido,
  generador,
  consultaMesasActas,
  listarMesasActas,
  PAGINA_MESAS_ACTAS,
  leerConteo,
  leerConteoRapido,
  repartirMuestra,
  sortearMuestra,
  listarDisputas,
  listarPartidos,
  MAX_FOTO_ACTA,
  MENSAJES_ACTAS as M,
  mismasFiguras,
  PARTICIPACION_ALERTA,
  resolverActa,
  RESERVA_TRANSCRIPCION_MS,
  siguienteActa,
  TIPOS_FOTO_ACTA,
  totalDeFiguras,
  transcribirActa,
  type Conteo,
  type EstadoActa,
  type FigurasActa,
} from '@comando/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { sql, type Kysely } from 'kysely';
import type { DB } from '../../db/schema.js';
import type { AppDeps } from '../../deps.js';
import { enviarArchivo, guardarArchivos } from '../../files/uploads.js';
import { badRequest, HttpError, notFound } from '../../http/errors.js';
import { handle } from '../../http/routing.js';
import { consulta } from './consulta.js';
import { figurasDe, leerActa, partidosDeLaPapeleta } from './actas-queries.js';
import { prepararEnvio } from './envio.js';
import { contextoEnVentana } from './ventana.js';

type Db = Kysely<DB>;

/** Key in `ajustes` of the quick count's sample: `{tamano, semilla, en, por}`. */
const AJUSTE_MUESTRA = 'dia_d_muestra';
/** Actas read per step of the CSV export. */
const LOTE_CSV = 1000;

/** Figures checked against the ballot and the mesa's habilitados (400 with the reason). */
async function comprobar(db: Db, f: FigurasActa, mesa: string): Promise<number> {
  const siglas = (await partidosDeLaPapeleta(db)).map((p) => p.sigla);
  if (siglas.length === 0) throw new HttpError(409, M.sinPartidos);
  const m = await db
    .selectFrom('dia_d_mesas')
    .select('habilitados')
    .where('codigo', '=', mesa)
    .executeTakeFirstOrThrow();
  const habilitados = Number(m.habilitados);
  const error = errorDeFiguras(f, siglas, habilitados);
  if (error) throw badRequest(error);
  return habilitados;
}

/** A new version of the mesa's acta becomes its current one, waiting for transcription. */
async function guardarVersion(
  db: Db,
  datos: {
    id: string;
    mesa: string;
    origen: 'delegado' | 'resolucion';
    autorId: string;
    figuras: FigurasActa;
    fotoId: string;
    alerta: boolean;
    en: string;
  },
): Promise<number> {
  const ultima = await db
    .selectFrom('dia_d_actas')
    .select((eb) => eb.fn.max<number>('version').as('v'))
    .where('mesa_codigo', '=', datos.mesa)
    .executeTakeFirst();
  const version = Number(ultima?.v ?? 0) + 1;
  await db
    .insertInto('dia_d_actas')
    .values({
      id: datos.id,
      mesa_codigo: datos.mesa,
      version,
      origen: datos.origen,
      autor_id: datos.autorId,
      blancos: datos.figuras.blancos,
      nulos: datos.figuras.nulos,
      foto_id: datos.fotoId,
      alerta: datos.alerta ? 1 : 0,
      creada_en: datos.en,
    })
    .execute();
  await db
    .insertInto('dia_d_acta_votos')
    .values(
      Object.entries(datos.figuras.votos).map(([sigla, votos]) => ({ acta_id: datos.id, sigla, votos })),
    )
    .execute();
  return version;
}

async function ponerEstado(
  db: Db,
  mesa: string,
  actaId: string,
  estado: EstadoActa,
  cerrada?: { por: string; en: string },
): Promise<void> {
  const fila = {
    acta_id: actaId,
    estado,
    reservada_por: null,
    reservada_hasta: null,
    cerrada_por: cerrada?.por ?? null,
    cerrada_en: cerrada?.en ?? null,
  };
  const m = await db
    .selectFrom('dia_d_mesas as m')
    .innerJoin('dia_d_recintos as r', 'r.codigo', 'm.recinto_codigo')
    .select(['r.departamento', 'm.habilitados'])
    .where('m.codigo', '=', mesa)
    .executeTakeFirstOrThrow();
  const previo = await db
    .selectFrom('dia_d_mesa_acta')
    .select(['acta_id', 'estado'])
    .where('mesa_codigo', '=', mesa)
    .executeTakeFirst();
  await db
    .insertInto('dia_d_mesa_acta')
    .values({ mesa_codigo: mesa, departamento: m.departamento, habilitados: Number(m.habilitados), ...fila })
    .onConflict((oc) => oc.column('mesa_codigo').doUpdateSet(fila))
    .execute();
  // The totals move with the mesa's current acta: out of its old state, into the new one.
  if (previo?.acta_id === actaId && previo.estado === estado) return;
  const hab = Number(m.habilitados);
  if (previo) await moverTotales(db, m.departamento, hab, previo.acta_id, previo.estado, -1);
  await moverTotales(db, m.departamento, hab, actaId, estado, 1);
}

const TOTAL = { actas: '#actas', blancos: '#blancos', nulos: '#nulos', habilitados: '#habilitados' } as const;

async function moverTotales(
  db: Db,
  departamento: string,
  habilitados: number,
  actaId: string,
  estado: string,
  signo: 1 | -1,
) {
  const f = await figurasDe(db, actaId);
  const valores: [string, number][] = [
    [TOTAL.actas, 1],
    [TOTAL.blancos, f.blancos],
    [TOTAL.nulos, f.nulos],
    [TOTAL.habilitados, habilitados],
    ...Object.entries(f.votos),
  ];
  await db
    .insertInto('dia_d_totales')
    .values(valores.map(([clave, valor]) => ({ departamento, estado, clave, valor: signo * valor })))
    .onConflict((oc) =>
      oc
        .columns(['departamento', 'estado', 'clave'])
        .doUpdateSet((eb) => ({ valor: eb('dia_d_totales.valor', '+', eb.ref('excluded.valor')) })),
    )
    .execute();
}

/**
 * Rebuilds the count's totals from the actas themselves (a repair, and the check that the
 * running totals never drift: a test compares both).
 */
export async function recalcularTotales(db: Db): Promise<void> {
  await db.deleteFrom('dia_d_totales').execute();
  await sql`
    insert into dia_d_totales (departamento, estado, clave, valor)
    select ma.departamento, ma.estado, v.sigla, sum(v.votos)
      from dia_d_mesa_acta ma join dia_d_acta_votos v on v.acta_id = ma.acta_id
      group by ma.departamento, ma.estado, v.sigla
    union all
    select ma.departamento, ma.estado, ${TOTAL.actas}, count(*)
      from dia_d_mesa_acta ma group by ma.departamento, ma.estado
    union all
    select ma.departamento, ma.estado, ${TOTAL.blancos}, sum(a.blancos)
      from dia_d_mesa_acta ma join dia_d_actas a on a.id = ma.acta_id group by ma.departamento, ma.estado
    union all
    select ma.departamento, ma.estado, ${TOTAL.nulos}, sum(a.nulos)
      from dia_d_mesa_acta ma join dia_d_actas a on a.id = ma.acta_id group by ma.departamento, ma.estado
    union all
    select ma.departamento, ma.estado, ${TOTAL.habilitados}, sum(ma.habilitados)
      from dia_d_mesa_acta ma group by ma.departamento, ma.estado`.execute(db);
}

/** Mesas and habilitados of the registry, by department (the count's and the sample's strata). */
function mesasPorDepartamento(db: Db) {
  return db
    .selectFrom('dia_d_mesas as m')
    .innerJoin('dia_d_recintos as r', 'r.codigo', 'm.recinto_codigo')
    .select((eb) => [
      'r.departamento',
      eb.fn.countAll<number>().as('mesas'),
      eb.fn.sum<number>('m.habilitados').as('habilitados'),
    ])
    .groupBy('r.departamento')
    .execute();
}

const porcentaje = (parte: number, total: number) => (total > 0 ? (parte / total) * 100 : 0);

/**
 * The count, from indexed aggregates: the current acta of each mesa, its votes by party,
 * grouped by department. Verified actas give the count; every received acta gives the
 * provisional figures (labelled as such).
 */
async function calcularConteo(db: Db): Promise<Conteo> {
  const ballot = await partidosDeLaPapeleta(db);
  const mesas = await mesasPorDepartamento(db);
  // The running totals: a few rows per department and state, whatever the number of actas.
  const totales = await db
    .selectFrom('dia_d_totales')
    .select(['departamento', 'estado', 'clave', 'valor'])
    .execute();
  const porEstado = new Map<
    string,
    { departamento: string; estado: string; n: number; blancos: number; nulos: number; habilitados: number }
  >();
  const votos: { departamento: string; estado: string; sigla: string; votos: number }[] = [];
  for (const t of totales) {
    const valor = Number(t.valor);
    if (!t.clave.startsWith('#')) {
      votos.push({ departamento: t.departamento, estado: t.estado, sigla: t.clave, votos: valor });
      continue;
    }
    const k = `${t.departamento}|${t.estado}`;
    let fila = porEstado.get(k);
    if (!fila) {
      fila = { departamento: t.departamento, estado: t.estado, n: 0, blancos: 0, nulos: 0, habilitados: 0 };
      porEstado.set(k, fila);
    }
    if (t.clave === TOTAL.actas) fila.n = valor;
    else if (t.clave === TOTAL.blancos) fila.blancos = valor;
    else if (t.clave === TOTAL.nulos) fila.nulos = valor;
    else if (t.clave === TOTAL.habilitados) fila.habilitados = valor;
  }
  const actas = [...porEstado.values()];

  type Suma = {
    mesas: number;
    habilitados: number;
    recibidas: number;
    verificadas: number;
    disputa: number;
    blancos: number;
    nulos: number;
    habilitadosVerificadas: number;
    votosVerificadas: Map<string, number>;
    votosRecibidas: Map<string, number>;
  };
  const nueva = (): Suma => ({
    mesas: 0,
    habilitados: 0,
    recibidas: 0,
    verificadas: 0,
    disputa: 0,
    blancos: 0,
    nulos: 0,
    habilitadosVerificadas: 0,
    votosVerificadas: new Map(),
    votosRecibidas: new Map(),
  });
  const porDepto = new Map<string, Suma>();
  const suma = (d: string) => {
    let s = porDepto.get(d);
    if (!s) porDepto.set(d, (s = nueva()));
    return s;
  };
  for (const m of mesas) {
    const s = suma(m.departamento);
    s.mesas += Number(m.mesas);
    s.habilitados += Number(m.habilitados ?? 0);
  }
  for (const a of actas) {
    const s = suma(a.departamento);
    const n = Number(a.n);
    s.recibidas += n;
    if (a.estado === 'disputa') s.disputa += n;
    if (a.estado === 'verificada') {
      s.verificadas += n;
      s.blancos += Number(a.blancos ?? 0);
      s.nulos += Number(a.nulos ?? 0);
      s.habilitadosVerificadas += Number(a.habilitados ?? 0);
    }
  }
  for (const v of votos) {
    const s = suma(v.departamento);
    const n = Number(v.votos ?? 0);
    s.votosRecibidas.set(v.sigla, (s.votosRecibidas.get(v.sigla) ?? 0) + n);
    if (v.estado === 'verificada')
      s.votosVerificadas.set(v.sigla, (s.votosVerificadas.get(v.sigla) ?? 0) + n);
  }
  const total = nueva();
  for (const s of porDepto.values()) {
    for (const k of [
      'mesas',
      'habilitados',
      'recibidas',
      'verificadas',
      'disputa',
      'blancos',
      'nulos',
      'habilitadosVerificadas',
    ] as const) {
      total[k] += s[k];
    }
    for (const [sigla, n] of s.votosVerificadas)
      total.votosVerificadas.set(sigla, (total.votosVerificadas.get(sigla) ?? 0) + n);
    for (const [sigla, n] of s.votosRecibidas)
      total.votosRecibidas.set(sigla, (total.votosRecibidas.get(sigla) ?? 0) + n);
  }
  const lista = (mapa: Map<string, number>) => {
    const validos = [...mapa.values()].reduce((a, b) => a + b, 0);
    return ballot.map((p) => ({
      sigla: p.sigla,
      votos: mapa.get(p.sigla) ?? 0,
      porcentaje: porcentaje(mapa.get(p.sigla) ?? 0, validos),
    }));
  };
  const salida = (s: Suma) => {
    const emitidos = [...s.votosVerificadas.values()].reduce((a, b) => a + b, 0) + s.blancos + s.nulos;
    return {
      mesas: s.mesas,
      habilitados: s.habilitados,
      actasRecibidas: s.recibidas,
      actasVerificadas: s.verificadas,
      actasEnDisputa: s.disputa,
      partidos: lista(s.votosVerificadas),
      partidosRecibidas: lista(s.votosRecibidas),
      blancos: s.blancos,
      nulos: s.nulos,
      participacion: porcentaje(emitidos, s.habilitadosVerificadas),
    };
  };
  return {
    ...salida(total),
    departamentos: [...porDepto.entries()]
      .sort(([a], [b]) => a.localeCompare(b))
      .map(([departamento, s]) => ({ departamento, ...salida(s) })),
  };
}

/** Issue 20: the ballot, the delegates' actas, their double entry at HQ and the count. */
export function actasRoutes(app: FastifyInstance, deps: AppDeps): void {
  const { db, clock, files } = deps;
  const ahora = () => clock.now().toISOString();

  handle(app, listarPartidos, async () => partidosDeLaPapeleta(db));

  handle(app, guardarPartidos, async ({ body }) => {
    // Once actas arrive, their votes name these parties: the ballot is fixed.
    const alguna = await db.selectFrom('dia_d_actas').select('id').limit(1).executeTakeFirst();
    if (alguna) throw new HttpError(409, M.partidosConActas);
    await db.deleteFrom('dia_d_partidos').execute();
    await db
      .insertInto('dia_d_partidos')
      .values(body.map((p, orden) => ({ ...p, color: p.color.toLowerCase(), orden })))
      .execute();
    return partidosDeLaPapeleta(db);
  });

  handle(
    app,
    enviarActa,
    async ({ user, previo }, reply) => {
      const c = await contextoEnVentana(db, clock, user.id);
      if ('error' in previo) throw previo.error;
      const { campos, foto } = previo;
      const datos = consulta(envioActa, campos);
      let votos: unknown;
      try {
        votos = JSON.parse(datos.votos);
      } catch {
        throw badRequest(M.votosIlegibles);
      }
      const figuras = consulta(figurasActa, {
        votos,
        blancos: Number(datos.blancos),
        nulos: Number(datos.nulos),
      });
      // A resend (the phone's queue after a lost answer) is the same acta.
      const previa = await db
        .selectFrom('dia_d_actas')
        .select(['id', 'mesa_codigo'])
        .where('id', '=', datos.id)
        .executeTakeFirst();
      if (previa) {
        if (previa.mesa_codigo !== c.mesa) throw new HttpError(409, M.idRepetido);
        void reply.status(201);
        return leerActa(db, previa.id);
      }
      const habilitados = await comprobar(db, figuras, c.mesa);
      if (!foto) throw badRequest(M.fotoRequerida);
      if ('error' in foto) throw foto.error;
      const [meta] = await guardarArchivos(
        db,
        files,
        [
          {
            nombre: `acta-${c.mesa}-${datos.id}.${foto.tipo.split('/')[1]}`,
            tipo: foto.tipo,
            hash: foto.hash,
            tamano: foto.tamano,
          },
        ],
        user.id,
        clock.now(),
      );
      await guardarVersion(db, {
        id: datos.id,
        mesa: c.mesa,
        origen: 'delegado',
        autorId: c.defensorId,
        figuras,
        fotoId: meta!.id,
        alerta: totalDeFiguras(figuras) > PARTICIPACION_ALERTA * habilitados,
        en: ahora(),
      });
      await ponerEstado(db, c.mesa, datos.id, 'recibida');
      return leerActa(db, datos.id);
    },
    {
      status: 201,
      antes: (request: FastifyRequest) =>
        prepararEnvio(request, files, Math.min(MAX_FOTO_ACTA, deps.config.maxUploadBytes), TIPOS_FOTO_ACTA, {
          tipo: M.fotoTipo,
          grande: M.fotoGrande,
        }),
    },
  );

  handle(app, siguienteActa, async ({ user }, reply) => {
    const ya = ahora();
    // The caller's own reservation first (a reload gets the same acta back), then a free one.
    for (;;) {
      const libre = await db
        .selectFrom('dia_d_mesa_acta as ma')
        .innerJoin('dia_d_actas as a', 'a.id', 'ma.acta_id')
        .select(['ma.mesa_codigo', 'ma.acta_id', 'ma.reservada_por'])
        .where('ma.estado', '=', 'recibida')
        // Whoever settled a version does not transcribe it: the two entries stay independent.
        .where('a.autor_id', '!=', user.id)
        .where((eb) =>
          eb.or([
            eb('ma.reservada_por', 'is', null),
            eb('ma.reservada_por', '=', user.id),
            eb('ma.reservada_hasta', '<', ya),
          ]),
        )
        .orderBy(sql`case when ma.reservada_por = ${user.id} then 0 else 1 end`)
        .orderBy('a.creada_en')
        .orderBy('ma.mesa_codigo')
        .limit(1)
        .executeTakeFirst();
      if (!libre) {
        void reply.status(204);
        return reply.send();
      }
      // Taken only if still free: two people asking at once never get the same acta.
      const r = await db
        .updateTable('dia_d_mesa_acta')
        .set({
          reservada_por: user.id,
          reservada_hasta: new Date(clock.now().getTime() + RESERVA_TRANSCRIPCION_MS).toISOString(),
        })
        .where('mesa_codigo', '=', libre.mesa_codigo)
        .where('acta_id', '=', libre.acta_id)
        .where('estado', '=', 'recibida')
        .where((eb) =>
          eb.or([
            eb('reservada_por', 'is', null),
            eb('reservada_por', '=', user.id),
            eb('reservada_hasta', '<', ya),
          ]),
        )
        .executeTakeFirst();
      if (Number(r.numUpdatedRows) !== 1) continue;
      const m = await db
        .selectFrom('dia_d_mesas as m')
        .innerJoin('dia_d_recintos as r', 'r.codigo', 'm.recinto_codigo')
        .select(['m.codigo', 'm.numero', 'm.habilitados', 'r.nombre', 'r.municipio', 'r.departamento'])
        .where('m.codigo', '=', libre.mesa_codigo)
        .executeTakeFirstOrThrow();
      return {
        id: libre.acta_id,
        mesa: {
          codigo: m.codigo,
          numero: Number(m.numero),
          habilitados: Number(m.habilitados),
          recinto: m.nombre,
          municipio: m.municipio,
          departamento: m.departamento,
        },
        fotoUrl: fillPath(fotoActa.path, { id: libre.acta_id }),
      };
    }
  });

  handle(app, listarDisputas, async () => {
    const filas = await db
      .selectFrom('dia_d_mesa_acta as ma')
      .innerJoin('dia_d_mesas as m', 'm.codigo', 'ma.mesa_codigo')
      .innerJoin('dia_d_recintos as r', 'r.codigo', 'm.recinto_codigo')
      .select([
        'ma.acta_id',
        'm.codigo',
        'm.numero',
        'm.habilitados',
        'r.nombre',
        'r.municipio',
        'r.departamento',
      ])
      .where('ma.estado', '=', 'disputa')
      .orderBy('ma.mesa_codigo')
      .limit(200)
      .execute();
    return Promise.all(
      filas.map(async (f) => {
        const transcripciones = await db
          .selectFrom('dia_d_transcripciones')
          .select(['usuario_nombre', 'en', 'figuras'])
          .where('acta_id', '=', f.acta_id)
          .orderBy('en')
          .execute();
        return {
          id: f.acta_id,
          mesa: {
            codigo: f.codigo,
            numero: Number(f.numero),
            habilitados: Number(f.habilitados),
            recinto: f.nombre,
            municipio: f.municipio,
            departamento: f.departamento,
          },
          fotoUrl: fillPath(fotoActa.path, { id: f.acta_id }),
          delegado: await figurasDe(db, f.acta_id),
          transcripciones: transcripciones.map((x) => ({
            usuario: x.usuario_nombre,
            en: x.en,
            figuras: JSON.parse(x.figuras) as FigurasActa,
          })),
        };
      }),
    );
  });

  handle(app, fotoActa, async ({ params }, reply) => {
    const a = await db
      .selectFrom('dia_d_actas')
      .select('foto_id')
      .where('id', '=', (params.id ?? '').slice(0, 100))
      .executeTakeFirst();
    if (!a) throw notFound(M.actaNoEncontrada);
    return enviarArchivo(reply, db, files, a.foto_id, 'inline');
  });

  /** The mesa's state row when `id` is its current acta. */
  async function actual(id: string) {
    const fila = await db
      .selectFrom('dia_d_mesa_acta')
      .selectAll()
      .where('acta_id', '=', id.slice(0, 100))
      .executeTakeFirst();
    if (!fila) throw notFound(M.actaNoEncontrada);
    return fila;
  }

  handle(app, transcribirActa, async ({ params, body, user }) => {
    const fila = await actual(params.id);
    if (fila.estado !== 'recibida') throw new HttpError(409, M.noPendiente);
    const reservaVigente = fila.reservada_por && fila.reservada_hasta && fila.reservada_hasta >= ahora();
    if (reservaVigente && fila.reservada_por !== user.id) throw new HttpError(409, M.noReservada);
    const acta = await db
      .selectFrom('dia_d_actas')
      .select('autor_id')
      .where('id', '=', fila.acta_id)
      .executeTakeFirstOrThrow();
    if (acta.autor_id === user.id) throw new HttpError(409, M.propia);
    await comprobar(db, body, fila.mesa_codigo);
    const coincide = mismasFiguras(body, await figurasDe(db, fila.acta_id));
    const en = ahora();
    await db
      .insertInto('dia_d_transcripciones')
      .values({
        id: randomUUID(),
        acta_id: fila.acta_id,
        usuario_id: user.id,
        usuario_nombre: user.name,
        figuras: JSON.stringify(body),
        coincide: coincide ? 1 : 0,
        en,
      })
      .execute();
    const estado: EstadoActa = coincide ? 'verificada' : 'disputa';
    await ponerEstado(
      db,
      fila.mesa_codigo,
      fila.acta_id,
      estado,
      coincide ? { por: user.name, en } : undefined,
    );
    return { estado };
  });

  handle(app, resolverActa, async ({ params, body, user }) => {
    const fila = await actual(params.id);
    if (fila.estado !== 'disputa') throw new HttpError(409, M.noEnDisputa);
    const habilitados = await comprobar(db, body, fila.mesa_codigo);
    const original = await db
      .selectFrom('dia_d_actas')
      .select('foto_id')
      .where('id', '=', fila.acta_id)
      .executeTakeFirstOrThrow();
    // The settlement is a version of its own (same photo), so every figure ever given is kept.
    const id = randomUUID();
    const en = ahora();
    await guardarVersion(db, {
      id,
      mesa: fila.mesa_codigo,
      origen: 'resolucion',
      autorId: user.id,
      figuras: body,
      fotoId: original.foto_id,
      alerta: totalDeFiguras(body) > PARTICIPACION_ALERTA * habilitados,
      en,
    });
    await ponerEstado(db, fila.mesa_codigo, id, 'verificada', { por: user.name, en });
    return { estado: 'verificada' as const };
  });

  handle(app, leerConteo, async () => calcularConteo(db));

  handle(app, listarMesasActas, async ({ query }) => {
    const f = consulta(consultaMesasActas, query);
    const filas = await db
      .selectFrom('dia_d_mesas as m')
      .innerJoin('dia_d_recintos as r', 'r.codigo', 'm.recinto_codigo')
      .leftJoin('dia_d_mesa_acta as ma', 'ma.mesa_codigo', 'm.codigo')
      .leftJoin('dia_d_actas as a', 'a.id', 'ma.acta_id')
      .select([
        'm.codigo',
        'm.numero',
        'm.habilitados',
        'r.nombre',
        'r.municipio',
        'r.departamento',
        'ma.estado',
        'ma.acta_id',
        'a.version',
        'a.blancos',
        'a.nulos',
      ])
      .$if(f.departamento !== undefined, (q) => q.where('r.departamento', '=', f.departamento ?? ''))
      .$if(f.estado === 'sin-acta', (q) => q.where('ma.estado', 'is', null))
      .$if(f.estado !== undefined && f.estado !== 'sin-acta', (q) =>
        q.where('ma.estado', '=', f.estado ?? ''),
      )
      .$if(f.cursor !== undefined, (q) => q.where('m.codigo', '>', f.cursor ?? ''))
      .orderBy('m.codigo')
      .limit(PAGINA_MESAS_ACTAS + 1)
      .execute();
    const pagina = filas.slice(0, PAGINA_MESAS_ACTAS);
    const ids = pagina.flatMap((p) => (p.acta_id ? [p.acta_id] : []));
    const votos = ids.length
      ? await db
          .selectFrom('dia_d_acta_votos')
          .select(['acta_id', 'sigla', 'votos'])
          .where('acta_id', 'in', ids)
          .execute()
      : [];
    return {
      mesas: pagina.map((p) => ({
        codigo: p.codigo,
        numero: Number(p.numero),
        recinto: p.nombre,
        municipio: p.municipio,
        departamento: p.departamento,
        habilitados: Number(p.habilitados),
        acta: p.acta_id
          ? {
              estado: p.estado as EstadoActa,
              version: Number(p.version),
              votos: Object.fromEntries(
                votos.filter((v) => v.acta_id === p.acta_id).map((v) => [v.sigla, Number(v.votos)]),
              ),
              blancos: Number(p.blancos),
              nulos: Number(p.nulos),
              fotoUrl: fillPath(fotoActa.path, { id: p.acta_id }),
            }
          : null,
      })),
      siguiente: filas.length > PAGINA_MESAS_ACTAS ? (pagina.at(-1)?.codigo ?? null) : null,
    };
  });

  handle(app, exportarActasCsv, async (_ctx, reply) => {
    const siglas = (await partidosDeLaPapeleta(db)).map((p) => p.sigla);
    // Page by page on the mesa code: memory stays flat with 35.000 actas.
    async function* lineas() {
      yield cabeceraCsv(columnasCsvActas(siglas));
      let despues = '';
      for (;;) {
        const filas = await db
          .selectFrom('dia_d_mesa_acta as ma')
          .innerJoin('dia_d_actas as a', 'a.id', 'ma.acta_id')
          .innerJoin('dia_d_mesas as m', 'm.codigo', 'ma.mesa_codigo')
          .innerJoin('dia_d_recintos as r', 'r.codigo', 'm.recinto_codigo')
          .select((eb) => [
            'ma.mesa_codigo',
            'ma.acta_id',
            'ma.estado',
            'm.numero',
            'r.nombre',
            'r.municipio',
            'r.departamento',
            'a.version',
            'a.blancos',
            'a.nulos',
            'a.alerta',
            'a.creada_en',
            eb
              .selectFrom('dia_d_actas as v')
              .select((e) => e.fn.countAll<number>().as('n'))
              .whereRef('v.mesa_codigo', '=', 'ma.mesa_codigo')
              .as('versiones'),
          ])
          .where('ma.mesa_codigo', '>', despues)
          .orderBy('ma.mesa_codigo')
          .limit(LOTE_CSV)
          .execute();
        if (filas.length === 0) return;
        const votos = await db
          .selectFrom('dia_d_acta_votos')
          .select(['acta_id', 'sigla', 'votos'])
          .where(
            'acta_id',
            'in',
            filas.map((f) => f.acta_id),
          )
          .execute();
        const de = new Map<string, Map<string, number>>();
        for (const v of votos) {
          if (!de.has(v.acta_id)) de.set(v.acta_id, new Map());
          de.get(v.acta_id)!.set(v.sigla, Number(v.votos));
        }
        yield filas
          .map(
            (f) =>
              `${lineaCsv([
                f.mesa_codigo,
                String(f.numero),
                f.nombre,
                f.municipio,
                REGIONES_TERRITORIALES.find((r) => r.id === f.departamento)?.name ?? f.departamento,
                ...siglas.map((s) => String(de.get(f.acta_id)?.get(s) ?? 0)),
                String(f.blancos),
                String(f.nulos),
                ETIQUETA_ESTADO_ACTA[f.estado as EstadoActa] ?? f.estado,
                String(f.version),
                String(f.versiones ?? 1),
                Number(f.alerta) === 1 ? 'Sí' : 'No',
                formatFechaHora(f.creada_en),
              ])}\r\n`,
          )
          .join('');
        despues = filas.at(-1)!.mesa_codigo;
      }
    }
    return reply
      .header('Content-Type', 'text/csv; charset=utf-8')
      .header('Content-Disposition', `attachment; filename="actas-${hoyEnLaPaz(clock.now())}.csv"`)
      .send(Readable.from(lineas()));
  });

  // ------------------------------------------------------------ quick count
  handle(app, sortearMuestra, async ({ body, user }) => {
    const mesas = await db
      .selectFrom('dia_d_mesas as m')
      .innerJoin('dia_d_recintos as r', 'r.codigo', 'm.recinto_codigo')
      .select(['m.codigo', 'r.departamento'])
      .orderBy('m.codigo')
      .execute();
    const porEstrato = new Map<string, string[]>();
    for (const m of mesas)
      porEstrato.set(m.departamento, [...(porEstrato.get(m.departamento) ?? []), m.codigo]);
    const cuotas = repartirMuestra(
      body.tamano,
      Object.fromEntries([...porEstrato].map(([h, lista]) => [h, lista.length])),
    );
    // Same seed, same registry → same sample: strata in name order, mesas in code order, a
    // partial Fisher–Yates shuffle driven by the seeded generator.
    const azar = generador(body.semilla);
    const elegidas: { mesa_codigo: string; estrato: string }[] = [];
    for (const h of [...porEstrato.keys()].sort()) {
      const lista = [...(porEstrato.get(h) ?? [])];
      const k = cuotas[h] ?? 0;
      for (let i = 0; i < k; i++) {
        const j = i + Math.floor(azar() * (lista.length - i));
        [lista[i], lista[j]] = [lista[j]!, lista[i]!];
        elegidas.push({ mesa_codigo: lista[i]!, estrato: h });
      }
    }
    await db.deleteFrom('dia_d_muestra').execute();
    for (let i = 0; i < elegidas.length; i += 500) {
      await db
        .insertInto('dia_d_muestra')
        .values(elegidas.slice(i, i + 500))
        .execute();
    }
    const info = JSON.stringify({
      tamano: elegidas.length,
      semilla: body.semilla,
      en: ahora(),
      por: user.name,
    });
    await db
      .insertInto('ajustes')
      .values({ clave: AJUSTE_MUESTRA, valor: info })
      .onConflict((oc) => oc.column('clave').doUpdateSet({ valor: info }))
      .execute();
    return { tamano: elegidas.length, semilla: body.semilla, porDepartamento: cuotas };
  });

  handle(app, leerConteoRapido, async () => {
    const info = await db
      .selectFrom('ajustes')
      .select('valor')
      .where('clave', '=', AJUSTE_MUESTRA)
      .executeTakeFirst();
    const siglas = (await partidosDeLaPapeleta(db)).map((p) => p.sigla);
    if (!info)
      return { muestra: 0, recibidas: 0, semilla: null, partidos: estimarConteoRapido(siglas, {}, []) };
    const { tamano, semilla } = JSON.parse(info.valor) as { tamano: number; semilla: string };
    const estratos = await mesasPorDepartamento(db);
    // The sampled mesas whose acta is in (its current figures), with their votes.
    const filas = await db
      .selectFrom('dia_d_muestra as s')
      .innerJoin('dia_d_mesa_acta as ma', 'ma.mesa_codigo', 's.mesa_codigo')
      .innerJoin('dia_d_mesas as m', 'm.codigo', 's.mesa_codigo')
      .innerJoin('dia_d_acta_votos as v', 'v.acta_id', 'ma.acta_id')
      .select(['s.mesa_codigo', 's.estrato', 'm.habilitados', 'v.sigla', 'v.votos'])
      .execute();
    const muestra = new Map<
      string,
      { estrato: string; habilitados: number; votos: Record<string, number> }
    >();
    for (const f of filas) {
      let m = muestra.get(f.mesa_codigo);
      if (!m)
        muestra.set(
          f.mesa_codigo,
          (m = { estrato: f.estrato, habilitados: Number(f.habilitados), votos: {} }),
        );
      m.votos[f.sigla] = Number(f.votos);
    }
    return {
      muestra: tamano,
      recibidas: muestra.size,
      semilla,
      partidos: estimarConteoRapido(
        siglas,
        Object.fromEntries(
          estratos.map((e) => [
            e.departamento,
            { mesas: Number(e.mesas), habilitados: Number(e.habilitados ?? 0) },
          ]),
        ),
        [...muestra.values()],
      ),
    };
  });
}
