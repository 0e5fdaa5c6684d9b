import { eliminarSegmento } from '@comando/contract';
import { useMutacionRegion } from './mutacion.js';

export const useEliminarSegmento = (region: string) => useMutacionRegion(eliminarSegmento, region);
