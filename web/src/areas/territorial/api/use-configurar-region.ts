import { configurarRegion } from '@comando/contract';
import { useMutacionRegion } from './mutacion.js';

export const useConfigurarRegion = (region: string) => useMutacionRegion(configurarRegion, region);
