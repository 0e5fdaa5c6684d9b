import { CONSULTA_CONTEO_RAPIDO, type ConsultaMesasActas } from '@comando/contract';
import { conteoKey, diaDKey } from '../../comun/index.js';

/**
 * The count's keys: the totals, the quick count (its name is the one a live event of an acta
 * outside the sample says it leaves alone), the mesas behind the count, the map's recintos.
 */
export const conteoKeys = {
  conteo: conteoKey,
  conteoRapido: () => [...diaDKey, CONSULTA_CONTEO_RAPIDO] as const,
  mesasActas: (f: ConsultaMesasActas) => [...diaDKey, 'actas', f] as const,
  recintosMapa: () => [...diaDKey, 'mapa', 'recintos'] as const,
};
