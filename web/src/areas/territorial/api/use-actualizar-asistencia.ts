import { actualizarAsistencia } from '@comando/contract';
import { useMutacionRegion } from './mutacion.js';

export const useActualizarAsistencia = (region: string) => useMutacionRegion(actualizarAsistencia, region);
