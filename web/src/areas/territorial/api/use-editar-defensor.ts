import { editarDefensor } from '@comando/contract';
import { useMutacionRegion } from './mutacion.js';

export const useEditarDefensor = (region: string) => useMutacionRegion(editarDefensor, region);
