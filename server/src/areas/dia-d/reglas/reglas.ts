import { randomUUID } from 'node:crypto';
import {
  EXPLICACION_ALERTA as E,
  nombreDepartamento,
  PARAMETROS_REGLAS as P,
  totalDeFiguras,
  type FigurasActa,
  type Regla,
} from '@comando/contract';
import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import type { DB } from '../../../db/schema.js';
import * as q from './queries.js';

type Db = Kysely<DB>;

/**
 * The rules on every acta (issue 28). Each version of an acta (the delegate's, a resend with
 * new figures, a settlement) goes through them in the transaction that stores it, inside a
 * savepoint of its own: a rule that fails rolls back only its own writes and is logged, so it
 * never loses an acta nor fails its acknowledgement. The department's participation comes from
 * running sums kept here (n, Σp, Σp²), never from a scan of its actas.
 */

/** A version as it is stored (versiones.ts). */
export interface VersionEvaluada {
  id: string;
  mesa: string;
  version: number;
  origen: 'delegado' | 'resolucion';
  figuras: FigurasActa;
  fotoId: string;
  en: string;
  habilitados: number;
}

/** What a rule found: its id and the reason with the acta's figures. */
interface Hallazgo {
  regla: Regla;
  explicacion: string;
}

/** The figures as one comparable text: votes by sigla, blank and null votes. */
function firmaDe(f: FigurasActa): string {
  const votos = Object.entries(f.votos)
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
    .map(([s, v]) => `${s}=${v}`)
    .join(';');
  return `${votos}|${f.blancos}|${f.nulos}`;
}

const participacionDe = (f: FigurasActa, habilitados: number) =>
  habilitados > 0 ? totalDeFiguras(f) / habilitados : 0;

function participacionAlta(f: FigurasActa, habilitados: number): Hallazgo | null {
  const emitidos = totalDeFiguras(f);
  if (emitidos <= P.participacionAlta * habilitados) return null;
  return {
    regla: 'participacion-alta',
    explicacion: E.participacionAlta(emitidos / habilitados, emitidos, habilitados),
  };
}

/** Against the department's sums without this mesa's previous version (`previa`). */
function participacionAtipica(
  p: number,
  sumas: { n: number; suma: number; suma2: number },
  previa: number | null,
  departamento: string,
): Hallazgo | null {
  const n = sumas.n - (previa === null ? 0 : 1);
  if (n < P.minimoActasDepartamento) return null;
  const suma = sumas.suma - (previa ?? 0);
  const suma2 = sumas.suma2 - (previa === null ? 0 : previa * previa);
  const media = suma / n;
  const sd = Math.sqrt(Math.max(0, suma2 / n - media * media));
  const desviaciones = Math.abs(p - media) / Math.max(sd, P.desviacionMinima);
  if (desviaciones <= P.desviaciones) return null;
  return {
    regla: 'participacion-atipica',
    explicacion: E.participacionAtipica(p, desviaciones, nombreDepartamento(departamento), media, sd),
  };
}

function partidoDominante(f: FigurasActa): Hallazgo | null {
  const validos = Object.values(f.votos).reduce((a, b) => a + b, 0);
  if (validos < P.votosValidosMinimos) return null;
  const [sigla, votos] = Object.entries(f.votos).reduce((a, b) => (b[1] > a[1] ? b : a));
  if (votos < P.partidoDominante * validos) return null;
  return {
    regla: 'partido-dominante',
    explicacion: E.partidoDominante(sigla, votos / validos, votos, validos),
  };
}

function ceroPropio(f: FigurasActa, nuestro: string | null, conLlegada: boolean): Hallazgo | null {
  if (nuestro === null || !conLlegada || f.votos[nuestro] !== 0) return null;
  return { regla: 'cero-propio-con-delegado', explicacion: E.ceroPropio(nuestro) };
}

/**
 * Every rule on one version: reads what they need, remembers this version, returns what tripped
 * and how the version moves its department's participation sums.
 */
async function evaluar(
  db: Db,
  v: VersionEvaluada,
): Promise<{ hallazgos: Hallazgo[]; sumas: q.SumasParticipacion }> {
  const p = participacionDe(v.figuras, v.habilitados);
  const firma = firmaDe(v.figuras);
  const c = await q.contextoDeVersion(db, v.mesa, firma, v.fotoId);
  // Only a delegate's new version changes an acta after it was verified (a settlement is HQ's).
  const verificada =
    v.origen === 'delegado' && c.participacionPrevia !== null && (await q.verificadaAntes(db, v.mesa, v.id));
  const sumas = await q.recordarMesa(
    db,
    { mesa: v.mesa, recinto: c.recinto, departamento: c.departamento, actaId: v.id, firma, participacion: p },
    c.participacionPrevia,
  );
  const hallazgos: (Hallazgo | null)[] = [
    participacionAlta(v.figuras, v.habilitados),
    participacionAtipica(p, c.sumas, c.participacionPrevia, c.departamento),
    c.mismasCifras
      ? { regla: 'cifras-repetidas-en-recinto', explicacion: E.cifrasRepetidas(c.mismasCifras) }
      : null,
    c.mismaFoto ? { regla: 'foto-repetida', explicacion: E.fotoRepetida(c.mismaFoto) } : null,
    partidoDominante(v.figuras),
    ceroPropio(v.figuras, c.nuestro, c.conLlegada),
    verificada
      ? { regla: 'cambio-tras-verificacion', explicacion: E.cambioTrasVerificacion(v.version) }
      : null,
  ];
  return { hallazgos: hallazgos.filter((h): h is Hallazgo => h !== null), sumas };
}

/** Where each app logs a rule that failed (set by its routes; the acta path has no logger of its own). */
const bitacoras = new WeakMap<Db, FastifyBaseLogger>();
export function anotarFallasEn(db: Db, log: FastifyBaseLogger): void {
  bitacoras.set(db, log);
}

/** The rules on a stored version, its alerts written; a failure is logged and the acta stays. */
export async function aplicarReglas(db: Db, v: VersionEvaluada): Promise<void> {
  try {
    const sumas = await db.transaction().execute(async (trx) => {
      const { hallazgos, sumas } = await evaluar(trx, v);
      await q.insertarAlertas(
        trx,
        hallazgos.map((h) => ({ id: randomUUID(), mesa: v.mesa, actaId: v.id, en: v.en, ...h })),
      );
      return sumas;
    });
    // Only once the rules' savepoint stands: a failed evaluation moves no sums.
    await q.sumarParticipacion(db, sumas);
  } catch (err) {
    bitacoras.get(db)?.error({ err, acta: v.id, mesa: v.mesa }, 'reglas del acta: la evaluación falló');
  }
}
