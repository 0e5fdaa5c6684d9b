import { listarDefensoresDepartamento } from '@comando/contract';
import { useQuery } from '@tanstack/react-query';
import { call } from '../../../../api/client.js';
import { delegadosKeys } from './keys.js';

export const useDefensores = (departamento: string) =>
  useQuery({
    queryKey: delegadosKeys.defensores(departamento),
    queryFn: ({ signal }) => call(listarDefensoresDepartamento, { query: { departamento }, signal }),
  });
