import {
  leerTiemposTranscripcion,
  listarDisputas,
  listarPartidos,
  siguienteActa,
  type ActaPorTranscribir,
} from '@comando/contract';
import { useQuery } from '@tanstack/react-query';
import { call } from '../../../../api/client.js';
import { actasKeys, claveTranscripcion } from './keys.js';

/** The ballot: the parties an acta counts, in its order. */
export const usePartidos = () =>
  useQuery({ queryKey: actasKeys.partidos(), queryFn: ({ signal }) => call(listarPartidos, { signal }) });

export const useDisputas = () =>
  useQuery({ queryKey: actasKeys.disputas(), queryFn: ({ signal }) => call(listarDisputas, { signal }) });

/** The next acta to transcribe (reserved for this user), or null when none waits (204). */
export const useSiguienteActa = () =>
  useQuery({
    queryKey: claveTranscripcion,
    // 204 (no content) reads as undefined.
    queryFn: async ({ signal }) =>
      ((await call(siguienteActa, { signal })) as ActaPorTranscribir | undefined) ?? null,
    staleTime: Infinity,
    refetchOnWindowFocus: false,
  });

/** Admins: the median time per acta of each transcriber. */
export const useTiemposTranscripcion = () =>
  useQuery({
    queryKey: actasKeys.transcriptores(),
    queryFn: ({ signal }) => call(leerTiemposTranscripcion, { signal }),
  });
