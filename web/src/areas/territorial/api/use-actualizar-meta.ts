import { actualizarMetaPromocion } from '@comando/contract';
import { useMutacionRegion } from './mutacion.js';

export const useActualizarMeta = (region: string) => useMutacionRegion(actualizarMetaPromocion, region);
