import { crearSegmento } from '@comando/contract';
import { useMutacionRegion } from './mutacion.js';

export const useCrearSegmento = (region: string) => useMutacionRegion(crearSegmento, region);
