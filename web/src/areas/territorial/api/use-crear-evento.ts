import { crearEventoTerritorial } from '@comando/contract';
import { useMutacionRegion } from './mutacion.js';

export const useCrearEvento = (region: string) => useMutacionRegion(crearEventoTerritorial, region);
