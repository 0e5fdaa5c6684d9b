import { eliminarDefensor } from '@comando/contract';
import { useMutacionRegion } from './mutacion.js';

export const useEliminarDefensor = (region: string) => useMutacionRegion(eliminarDefensor, region);
