// Issue 29, defend the vote: the official count compared mesa by mesa with our verified actas.
// On the synthetic registry (33.439 mesas, one acta each, half verified) an official file is
// generated from our own figures with 1.000 planted differences of the kinds a count gets wrong
// (a digit transposed, two parties swapped, a mesa's figures on another mesa, a party's votes
// moved to nulos), imported through POST /api/dia-d/resultados-oficiales, and the whole list of
// GET /api/dia-d/comparacion?clase=diferente is read page by page. Printed: the import's time,
// the comparison's (first page: the whole registry compared; then every page), found X of 1.000
// and the false discrepancies. Goals: 1.000/1.000, 0 false, the comparison < 10 s.
// Run: npm run bench comparacion (SQLite); BENCH_DATABASE_URL=postgres://… for PostgreSQL.
import { generador, REGIONES_TERRITORIALES, type Comparacion } from '@comando/contract';
import { sql } from 'kysely';
import { PARTIDOS_SINTETICOS, registroConActas } from '../server/test/actas-sinteticas.js';
import { fmt, Goals, startBenchApp } from './lib.js';
import { enviarOficial } from './oficial-http.js';

const PLANTADAS = 1000;
const TIPOS = ['transpuesto', 'intercambio', 'otra-mesa', 'a-nulos'] as const;

interface Fila {
  codigo: string;
  numero: number;
  recinto: string;
  municipio: string;
  departamento: string;
  habilitados: number;
  verificada: boolean;
  votos: number[];
  blancos: number;
  nulos: number;
}

const postgres = process.env.BENCH_DATABASE_URL;
const app = await startBenchApp(postgres);
const goals = new Goals();
try {
  const db = app.deps.db;
  await registroConActas(db);
  await db.updateTable('dia_d_partidos').set({ nuestro: 1 }).where('sigla', '=', 'ALFA').execute();

  // ---- our figures, as the file's rows start from
  const mesas = await sql<Omit<Fila, 'votos' | 'verificada'> & { estado: string }>`
    select m.codigo, m.numero, r.nombre as recinto, r.municipio, r.departamento, m.habilitados,
      ma.estado, a.blancos, a.nulos
    from dia_d_mesas m join dia_d_recintos r on r.codigo = m.recinto_codigo
      join dia_d_mesa_acta ma on ma.mesa_codigo = m.codigo join dia_d_actas a on a.id = ma.acta_id
    order by m.codigo`.execute(db);
  const votos = await db.selectFrom('dia_d_acta_votos').select(['acta_id', 'sigla', 'votos']).execute();
  const porActa = new Map<string, number[]>();
  for (const v of votos) {
    const fila = porActa.get(v.acta_id) ?? PARTIDOS_SINTETICOS.map(() => 0);
    fila[PARTIDOS_SINTETICOS.indexOf(v.sigla)] = Number(v.votos);
    porActa.set(v.acta_id, fila);
  }
  const filas: Fila[] = mesas.rows.map((m) => ({
    ...m,
    numero: Number(m.numero),
    habilitados: Number(m.habilitados),
    blancos: Number(m.blancos),
    nulos: Number(m.nulos),
    verificada: m.estado === 'verificada',
    votos: porActa.get(`a-${m.codigo}`) ?? [],
  }));

  // ---- 1.000 planted differences on verified mesas, 250 of each kind
  const azar = generador('comparacion-2026');
  const al = (n: number) => Math.floor(azar() * n);
  const verificadas = filas.filter((f) => f.verificada);
  const plantadas = new Set<string>();
  const igual = (a: Fila, b: Fila) =>
    a.blancos === b.blancos && a.nulos === b.nulos && a.votos.every((v, i) => v === b.votos[i]);
  function plantar(f: Fila, tipo: (typeof TIPOS)[number]): boolean {
    const p = al(f.votos.length);
    const v = f.votos[p] ?? 0;
    switch (tipo) {
      case 'transpuesto': {
        const texto = String(v).padStart(2, '0');
        const t = Number([...texto].reverse().join(''));
        if (t === v) return false;
        f.votos[p] = t;
        return true;
      }
      case 'intercambio': {
        const q = (p + 1 + al(f.votos.length - 1)) % f.votos.length;
        if (f.votos[q] === v) return false;
        [f.votos[p], f.votos[q]] = [f.votos[q] ?? 0, v];
        return true;
      }
      case 'otra-mesa': {
        const otra = verificadas[al(verificadas.length)];
        if (!otra || igual(otra, f)) return false;
        f.votos = [...otra.votos];
        f.blancos = otra.blancos;
        f.nulos = otra.nulos;
        return true;
      }
      case 'a-nulos':
        if (v === 0) return false;
        f.votos[p] = 0;
        f.nulos += v;
        return true;
    }
  }
  const oficiales = new Map(filas.map((f) => [f.codigo, { ...f, votos: [...f.votos] }]));
  for (let i = 0; plantadas.size < PLANTADAS; i++) {
    const f = verificadas[al(verificadas.length)];
    if (!f || plantadas.has(f.codigo)) continue;
    const oficial = oficiales.get(f.codigo);
    if (oficial && plantar(oficial, TIPOS[plantadas.size % TIPOS.length] ?? 'transpuesto'))
      plantadas.add(f.codigo);
  }

  // ---- the official file, in the 2020 layout
  const nombre = new Map(REGIONES_TERRITORIALES.map((r) => [r.id as string, r.name]));
  const celda = (s: string | number) => (/[",\n]/.test(String(s)) ? `"${String(s).replace(/"/g, '""')}"` : s);
  const lineas = [
    [
      'PAIS',
      'DEPARTAMENTO',
      'PROVINCIA',
      'MUNICIPIO',
      'RECINTO',
      'NUMERO_MESA',
      'CODIGO_MESA',
      'CANDIDATURA',
      'INSCRITOS_HABILITADOS',
      ...PARTIDOS_SINTETICOS,
      'VOTO_VALIDO',
      'VOTO_BLANCO',
      'VOTO_NULO',
      'VOTO_EMITIDO',
    ].join(','),
  ];
  for (const f of oficiales.values()) {
    const validos = f.votos.reduce((a, b) => a + b, 0);
    lineas.push(
      [
        'Bolivia',
        nombre.get(f.departamento) ?? f.departamento,
        '',
        f.municipio,
        f.recinto,
        f.numero,
        f.codigo,
        'PRESIDENTE',
        f.habilitados,
        ...f.votos,
        validos,
        f.blancos,
        f.nulos,
        validos + f.blancos + f.nulos,
      ]
        .map(celda)
        .join(','),
    );
  }
  const archivo = new Blob([lineas.join('\n')], { type: 'text/csv' });

  const importar = async () => (await enviarOficial(app, archivo, true)).ms;
  const tImport = await importar();
  console.log(`Archivo oficial: ${fmt(oficiales.size)} filas, importado en ${fmt(tImport / 1000, 1)} s`);

  // ---- the comparison, every page of the discrepancies
  async function leer(query: string) {
    const res = await fetch(`${app.url}/api/dia-d/comparacion${query}`, { headers: { cookie: app.cookie } });
    if (res.status !== 200) throw new Error(`comparación: ${res.status} ${await res.text()}`);
    return (await res.json()) as Comparacion;
  }
  const t0 = performance.now();
  const primera = await leer('?clase=diferente');
  const tPrimera = performance.now() - t0;
  const encontradas: string[] = primera.mesas.map((m) => m.codigo);
  let siguiente = primera.siguiente;
  let paginas = 1;
  while (siguiente) {
    const p = await leer(`?clase=diferente&despues=${encodeURIComponent(siguiente)}`);
    encontradas.push(...p.mesas.map((m) => m.codigo));
    siguiente = p.siguiente;
    paginas++;
  }
  const tTotal = performance.now() - t0;
  const bien = encontradas.filter((c) => plantadas.has(c)).length;
  const falsas = encontradas.length - bien;
  const r = primera.resumen;
  console.log(
    `Comparación de ${fmt(filas.length)} mesas (${postgres ? 'PostgreSQL' : 'SQLite'}): primera página ${fmt(tPrimera / 1000, 2)} s, ` +
      `${fmt(paginas)} páginas de diferencias en ${fmt(tTotal / 1000, 2)} s`,
  );
  console.log(
    `Clases: ${fmt(r.igual)} iguales, ${fmt(r.diferente)} diferentes, ${fmt(r.soloNuestra)} solo nuestra, ` +
      `${fmt(r.soloOficial)} solo oficial, ${fmt(r.sinNinguna)} sin ninguna; efecto en ALFA ${fmt(primera.efectoNuestro ?? 0)}`,
  );
  console.log(`Encontradas ${fmt(bien)} de ${fmt(PLANTADAS)} diferencias plantadas; ${fmt(falsas)} falsas`);
  goals.check('diferencias plantadas encontradas', bien === PLANTADAS, fmt(bien), fmt(PLANTADAS));
  goals.check('discrepancias falsas', falsas === 0, fmt(falsas), '0');
  goals.check('comparación completa', tPrimera < 10_000, `${fmt(tPrimera / 1000, 2)} s`, '< 10 s');
  goals.check('importación', tImport < 30_000, `${fmt(tImport / 1000, 1)} s`, '< 30 s');
} finally {
  await app.close();
  goals.finish();
}
