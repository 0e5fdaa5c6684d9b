import { RUTA_SALUD } from '@comando/contract/simulacro-textos';
import type { health } from '@comando/contract';
import { useQuery } from '@tanstack/react-query';
import { callSinEsquemas } from './client.js';

/**
 * Whether the server runs in rehearsal mode (SIMULACRO=1, issue 30), from GET /api/health: asked
 * once per page load (a server does not change mode while it runs). By method and path only,
 * so the login page's chunk carries no schema.
 */
export function useSimulacro(): boolean {
  const salud = useQuery({
    queryKey: ['simulacro'],
    queryFn: () => callSinEsquemas<typeof health>(RUTA_SALUD),
    staleTime: Infinity,
    retry: false,
  });
  return salud.data?.simulacro === true;
}
