import {
  guardarPartidos,
  resolverActa,
  transcribirActa,
  type FigurasActa,
  type Partido,
} from '@comando/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../../api/client.js';
import { conteoKey } from '../../comun/index.js';
import { actasKeys } from './keys.js';

export function useGuardarPartidos() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: Partido[]) => call(guardarPartidos, { body }),
    onSuccess: (lista) => client.setQueryData(actasKeys.partidos(), lista),
  });
}

/** What the server derived from a typed acta (a dispute, the count) is read again; other tabs hear it live. */
function useReleerActas() {
  const client = useQueryClient();
  return async () => {
    await client.invalidateQueries({ queryKey: actasKeys.disputas() });
    await client.invalidateQueries({ queryKey: conteoKey() });
  };
}

export function useTranscribir() {
  const releer = useReleerActas();
  return useMutation({
    mutationFn: ({ id, figuras }: { id: string; figuras: FigurasActa }) =>
      call(transcribirActa, { params: { id }, body: figuras }),
    onSuccess: releer,
  });
}

export function useResolver() {
  const releer = useReleerActas();
  return useMutation({
    mutationFn: ({ id, figuras }: { id: string; figuras: FigurasActa }) =>
      call(resolverActa, { params: { id }, body: figuras }),
    onSuccess: releer,
  });
}
