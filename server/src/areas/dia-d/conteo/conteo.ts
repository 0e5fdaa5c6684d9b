import type { Conteo } from '@comando/contract';
import type { Kysely } from 'kysely';
import type { DB } from '../../../db/schema.js';
import { TOTAL } from './agregado.js';
import { totalesDeTerreno } from './queries.js';
import { TERRENO_NACIONAL, type Terreno } from '../terreno.js';
import { mesasPorDepartamento, partidosDeLaPapeleta } from '../registro/index.js';

type Db = Kysely<DB>;

const porcentaje = (parte: number, total: number) => (total > 0 ? (parte / total) * 100 : 0);

/**
 * The count, from indexed aggregates: the current acta of each mesa, its votes by party,
 * grouped by department, of the whole country or of one ground (`terreno`). Verified actas give the count; every received acta gives the
 * provisional figures (labelled as such).
 */
export async function calcularConteo(db: Db, terreno: Terreno = TERRENO_NACIONAL): Promise<Conteo> {
  const ballot = await partidosDeLaPapeleta(db);
  const mesas = await mesasPorDepartamento(db, terreno);
  const totales = await totalesDeTerreno(db, terreno);
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
