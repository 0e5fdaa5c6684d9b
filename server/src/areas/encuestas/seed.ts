import type { Kysely } from 'kysely';
import type { SeedDeps } from '../area.js';
import type { DB } from '../../db/schema.js';
import { crearEncuesta } from './queries.js';

/** Spec section 9: poll dates 2025-03-22 and 2025-04-12 (figures chosen, see docs/decisions.md). */
const ENCUESTAS_SEMILLA = [
  {
    fecha: '2025-03-22',
    encuestadora: 'Ipsos Ciesmori',
    muestra: 1200,
    resultados: [
      { candidato: 'CANDIDATO PROPIO', porcentaje: 24.5 },
      { candidato: 'OPOSITOR 1', porcentaje: 21.3 },
      { candidato: 'OPOSITOR 2', porcentaje: 15.8 },
      { candidato: 'NO SABE/NO CONTESTÓ', porcentaje: 30.2 },
    ],
  },
  {
    fecha: '2025-04-12',
    encuestadora: 'Captura Consulting',
    muestra: 1500,
    resultados: [
      { candidato: 'CANDIDATO PROPIO', porcentaje: 27.4 },
      { candidato: 'OPOSITOR 1', porcentaje: 20.1 },
      { candidato: 'OPOSITOR 2', porcentaje: 16.3 },
      { candidato: 'NO SABE/NO CONTESTÓ', porcentaje: 28.6 },
    ],
  },
];

export async function seedEncuestas(db: Kysely<DB>, deps: SeedDeps): Promise<void> {
  const base = deps.clock.now().getTime();
  // Created in date order so each seeded result's trend compares with the earlier poll.
  for (const [i, e] of ENCUESTAS_SEMILLA.entries()) {
    await crearEncuesta(db, e, new Date(base + i));
  }
}
