import { crearDefensor } from '@comando/contract';
import { useMutacionRegion } from './mutacion.js';

export const useCrearDefensor = (region: string) => useMutacionRegion(crearDefensor, region);
