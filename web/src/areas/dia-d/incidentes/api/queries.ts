import { listarIncidentes, listarUsuariosAsignables } from '@comando/contract';
import { useQuery } from '@tanstack/react-query';
import { call } from '../../../../api/client.js';
import { limpio } from '../../comun/index.js';
import { incidentesKeys } from './keys.js';

export const useIncidentes = (f: Record<string, string>) =>
  useQuery({
    queryKey: incidentesKeys.lista(f),
    queryFn: ({ signal }) => call(listarIncidentes, { query: limpio(f), signal }),
  });

export const useUsuariosAsignables = () =>
  useQuery({
    queryKey: incidentesKeys.usuarios(),
    queryFn: ({ signal }) => call(listarUsuariosAsignables, { signal }),
  });
