import { eliminarEventoTerritorial } from '@comando/contract';
import { useMutacionRegion } from './mutacion.js';

export const useEliminarEvento = (region: string) => useMutacionRegion(eliminarEventoTerritorial, region);
