import { estimarConteoRapido, generador, repartirMuestra, type ConteoRapido } from '@comando/contract';
import type { Kysely } from 'kysely';
import type { DB } from '../../../db/schema.js';
import * as q from './muestra-queries.js';
import { mesasPorDepartamento, partidosDeLaPapeleta } from '../registro/index.js';

type Db = Kysely<DB>;

/** The quick count: a stratified random sample of mesas (by department) and its estimate. */

/**
 * Same seed, same registry → same sample: strata in name order, mesas in code order, a
 * partial Fisher–Yates shuffle driven by the seeded generator.
 */
export async function sortear(db: Db, pedido: { tamano: number; semilla: string }, en: string, por: string) {
  const porEstrato = new Map<string, string[]>();
  for (const m of await q.mesasConEstrato(db))
    porEstrato.set(m.departamento, [...(porEstrato.get(m.departamento) ?? []), m.codigo]);
  const cuotas = repartirMuestra(
    pedido.tamano,
    Object.fromEntries([...porEstrato].map(([h, lista]) => [h, lista.length])),
  );
  const azar = generador(pedido.semilla);
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
  await q.guardarMuestra(db, elegidas, { tamano: elegidas.length, semilla: pedido.semilla, en, por });
  return { tamano: elegidas.length, semilla: pedido.semilla, porDepartamento: cuotas };
}

/** The estimate from the sampled mesas whose acta is in. */
export async function estimar(db: Db): Promise<ConteoRapido> {
  const info = await q.infoMuestra(db);
  const siglas = (await partidosDeLaPapeleta(db)).map((p) => p.sigla);
  if (!info)
    return { muestra: 0, recibidas: 0, semilla: null, partidos: estimarConteoRapido(siglas, {}, []) };
  const estratos = await mesasPorDepartamento(db);
  const muestra = await q.actasDeLaMuestra(db);
  return {
    muestra: info.tamano,
    recibidas: muestra.length,
    semilla: info.semilla,
    partidos: estimarConteoRapido(
      siglas,
      Object.fromEntries(
        estratos.map((e) => [
          e.departamento,
          { mesas: Number(e.mesas), habilitados: Number(e.habilitados ?? 0) },
        ]),
      ),
      muestra,
    ),
  };
}
