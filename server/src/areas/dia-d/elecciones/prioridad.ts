import {
  CAIDA_MINIMA_PUNTOS,
  MENSAJES_ELECCIONES as M,
  MOTIVOS_PRIORIDAD,
  PAGINA_PRIORIDAD,
  type ListaPrioridad,
  type MesaPrioridad,
  type MotivoPrioridad,
  type OrdenPrioridad,
  type VotosMesa,
} from '@comando/contract';
import type { Kysely } from 'kysely';
import type { DB } from '../../../db/schema.js';
import { HttpError, notFound } from '../../../http/errors.js';
import { instantaneaComparada, oficialesDelTerreno } from '../oficiales/index.js';
import { claveTerreno, type Terreno } from '../terreno.js';
import { mesasConActa, papeleta, type Lugar, type MesaConCifras } from './cifras-queries.js';
import { cifrasDeMesa, puntos } from './comparacion.js';
import type { Lecturas } from './lectura.js';
import { mesasActuales, mesasEntonces } from './prioridad-queries.js';
import * as q from './queries.js';

type Db = Kysely<DB>;

/**
 * «Where to put the delegates» (issue 45): the current registry's mesas with the reasons the
 * previous election gives to cover them first. What an election that ended says never changes,
 * so it is worked out once per election and ground and kept; only the current registry (who is
 * assigned now) is read on every request.
 */

interface Consulta extends Lugar {
  desde?: number;
  motivo?: MotivoPrioridad;
  orden: OrdenPrioridad;
  sinDelegado: boolean;
  despues: number;
}

interface Entonces {
  motivos: MotivoPrioridad[];
  porcentaje: number | null;
  caida: number | null;
  actaId: string | null;
}

/** The same figures, party by party, blank and null votes. */
function iguales(nuestra: MesaConCifras, oficial: VotosMesa): boolean {
  const siglas = new Set([...Object.keys(nuestra.votos), ...Object.keys(oficial.votos)]);
  for (const s of siglas) if ((nuestra.votos[s] ?? 0) !== (oficial.votos[s] ?? 0)) return false;
  return nuestra.blancos === oficial.blancos && nuestra.nulos === oficial.nulos;
}

/** Each mesa of the ground in `desde`, with its reasons (the fall measured against `antes`). */
async function entonces(
  lecturas: Lecturas,
  desde: q.EleccionGuardada,
  antes: q.EleccionGuardada | undefined,
  t: Terreno,
): Promise<Map<string, Entonces>> {
  const db = await lecturas.baseDe(desde);
  const [registro, actas, papeletaDesde, instantanea] = await Promise.all([
    mesasEntonces(db, t),
    mesasConActa(db, t, {}),
    papeleta(db),
    instantaneaComparada(db),
  ]);
  const oficiales = instantanea
    ? await oficialesDelTerreno(db, t, instantanea.candidatura)
    : new Map<string, VotosMesa>();
  const antesDe = new Map<string, number | null>();
  if (antes) {
    const dbAntes = await lecturas.baseDe(antes);
    const [papeletaAntes, actasAntes] = await Promise.all([papeleta(dbAntes), mesasConActa(dbAntes, t, {})]);
    for (const m of actasAntes)
      antesDe.set(m.codigo, cifrasDeMesa(m, papeletaAntes.nuestro?.sigla).porcentaje);
  }
  const conActa = new Map(actas.map((m) => [m.codigo, m]));
  const resultado = new Map<string, Entonces>();
  for (const [codigo, r] of registro.mesas) {
    const acta = conActa.get(codigo);
    const porcentaje = acta ? cifrasDeMesa(acta, papeletaDesde.nuestro?.sigla).porcentaje : null;
    const previa = antesDe.get(codigo) ?? null;
    const cambio = puntos(previa, porcentaje);
    const caida = cambio === null ? null : -cambio;
    const oficial = oficiales.get(codigo);
    const motivos = MOTIVOS_PRIORIDAD.filter((motivo) => {
      switch (motivo) {
        case 'sin-delegado':
          return !r.conDelegado;
        case 'sin-acta':
          return !acta;
        case 'con-alerta':
          return registro.conAlerta.has(codigo);
        case 'en-disputa':
          return r.estado === 'disputa';
        case 'oficial-distinta':
          return acta !== undefined && oficial !== undefined && !iguales(acta, oficial);
        case 'caida':
          return caida !== null && caida >= CAIDA_MINIMA_PUNTOS;
      }
    });
    resultado.set(codigo, { motivos, porcentaje, caida, actaId: r.actaId });
  }
  return resultado;
}

/** Kept per election, the one before it and ground: a copy never changes. */
const MAX_GUARDADAS = 20;
const guardadas = new WeakMap<Lecturas, Map<string, Promise<Map<string, Entonces>>>>();

function entoncesGuardado(
  lecturas: Lecturas,
  desde: q.EleccionGuardada,
  antes: q.EleccionGuardada | undefined,
  t: Terreno,
): Promise<Map<string, Entonces>> {
  let mapa = guardadas.get(lecturas);
  if (!mapa) guardadas.set(lecturas, (mapa = new Map<string, Promise<Map<string, Entonces>>>()));
  const clave = `${desde.id}/${antes?.id ?? ''}/${claveTerreno(t)}`;
  let r = mapa.get(clave);
  if (!r) {
    if (mapa.size >= MAX_GUARDADAS) mapa.clear();
    r = entonces(lecturas, desde, antes, t);
    r.catch(() => mapa.delete(clave));
    mapa.set(clave, r);
  }
  return r;
}

function ordenar(orden: OrdenPrioridad) {
  const porCodigo = (a: MesaPrioridad, b: MesaPrioridad) =>
    a.codigo < b.codigo ? -1 : a.codigo > b.codigo ? 1 : 0;
  const caida = (m: MesaPrioridad) => m.caida ?? -Infinity;
  switch (orden) {
    case 'puntaje':
      return (a: MesaPrioridad, b: MesaPrioridad) =>
        b.motivos.length - a.motivos.length || caida(b) - caida(a) || porCodigo(a, b);
    case 'caida':
      return (a: MesaPrioridad, b: MesaPrioridad) => caida(b) - caida(a) || porCodigo(a, b);
    case 'habilitados':
      return (a: MesaPrioridad, b: MesaPrioridad) => b.habilitados - a.habilitados || porCodigo(a, b);
    case 'codigo':
      return porCodigo;
  }
}

export async function prioridad(
  db: Db,
  lecturas: Lecturas,
  c: Consulta,
  t: Terreno,
): Promise<ListaPrioridad> {
  const actual = await q.actual(db);
  const desde = c.desde === undefined ? await q.ultimaTerminada(db) : await q.buscar(db, c.desde);
  if (c.desde !== undefined && !desde) throw notFound(M.noEncontrada);
  if (desde && !desde.soloLectura && desde.id !== actual.id)
    throw new HttpError(409, M.preparada(desde.nombre));
  if (!desde) return { desde: null, antes: null, total: 0, porMotivo: {}, mesas: [], siguiente: null };
  const antes = await q.ultimaTerminada(db, desde);
  const lugar: Lugar = {
    departamento: c.departamento,
    municipio: c.departamento ? c.municipio : undefined,
    recinto: c.departamento && c.municipio ? c.recinto : undefined,
  };
  const [previas, ahora] = await Promise.all([
    desde.actual ? entonces(lecturas, desde, antes, t) : entoncesGuardado(lecturas, desde, antes, t),
    mesasActuales(db, t, lugar, c.sinDelegado),
  ]);
  const conMotivo: MesaPrioridad[] = [];
  const porMotivo: Record<string, number> = Object.fromEntries(MOTIVOS_PRIORIDAD.map((m) => [m, 0]));
  for (const m of ahora) {
    const e = previas.get(m.codigo);
    if (!e || e.motivos.length === 0) continue;
    for (const motivo of e.motivos) porMotivo[motivo] = (porMotivo[motivo] ?? 0) + 1;
    if (c.motivo && !e.motivos.includes(c.motivo)) continue;
    conMotivo.push({ ...m, motivos: e.motivos, porcentaje: e.porcentaje, caida: e.caida, actaId: e.actaId });
  }
  conMotivo.sort(ordenar(c.orden));
  const pagina = conMotivo.slice(c.despues, c.despues + PAGINA_PRIORIDAD);
  return {
    desde: q.breve(desde),
    antes: antes ? q.breve(antes) : null,
    total: conMotivo.length,
    porMotivo,
    mesas: pagina,
    siguiente: c.despues + PAGINA_PRIORIDAD < conMotivo.length ? String(c.despues + PAGINA_PRIORIDAD) : null,
  };
}
