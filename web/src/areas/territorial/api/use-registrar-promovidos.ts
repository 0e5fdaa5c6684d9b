import { registrarPromovidos } from '@comando/contract';
import { useMutacionRegion } from './mutacion.js';

export const useRegistrarPromovidos = (region: string) => useMutacionRegion(registrarPromovidos, region);
