import { leerEvidenciaMesa } from '@comando/contract';
import { useQuery } from '@tanstack/react-query';
import { call } from '../../../../api/client.js';
import { impugnacionesKeys } from './keys.js';

/** A mesa's photo hashes, whether it has official figures, and its legal file (issue 29). */
export const useEvidenciaMesa = (mesa: string) =>
  useQuery({
    queryKey: impugnacionesKeys.evidencia(mesa),
    queryFn: ({ signal }) => call(leerEvidenciaMesa, { params: { codigo: mesa }, signal }),
  });
