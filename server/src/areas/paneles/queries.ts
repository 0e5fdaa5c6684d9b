import { ESQUEMAS_PANELES, IDS_PANELES, type IdPanel, type PanelesDashboard } from '@comando/contract';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.js';
import { PANELES_SEMILLA } from './seed.js';

type Db = Kysely<DB>;

/** Every panel; a panel missing or unreadable in storage falls back to its seeded figures. */
export async function listarPaneles(db: Db): Promise<PanelesDashboard> {
  const rows = await db.selectFrom('paneles_dashboard').select(['panel', 'datos']).execute();
  const guardados = new Map(rows.map((r) => [r.panel, r.datos]));
  const out: Record<string, unknown> = {};
  for (const id of IDS_PANELES) {
    const texto = guardados.get(id);
    let datos: unknown = PANELES_SEMILLA[id];
    if (texto !== undefined) {
      const parsed = ESQUEMAS_PANELES[id].safeParse(JSON.parse(texto));
      if (parsed.success) datos = parsed.data;
    }
    out[id] = datos;
  }
  return out as PanelesDashboard;
}

export async function guardarPanel(
  db: Db,
  panel: IdPanel,
  datos: unknown,
  usuarioId: string,
  now: Date,
): Promise<void> {
  const fila = {
    datos: JSON.stringify(datos),
    actualizado_en: now.toISOString(),
    actualizado_por: usuarioId,
  };
  await db
    .insertInto('paneles_dashboard')
    .values({ panel, ...fila })
    .onConflict((oc) => oc.column('panel').doUpdateSet(fila))
    .execute();
}
