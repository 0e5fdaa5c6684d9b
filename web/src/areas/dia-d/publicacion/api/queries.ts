import { listarMesasRetiradas, listarPublicaciones, verAjustesPublicacion } from '@comando/contract';
import { useQuery } from '@tanstack/react-query';
import { call } from '../../../../api/client.js';
import { publicacionKeys } from './keys.js';

/** How often the screen reads a run in progress (its progress is not announced live). */
const EN_CURSO_MS = 1000;

export const useAjustesPublicacion = () =>
  useQuery({
    queryKey: publicacionKeys.ajustes(),
    queryFn: ({ signal }) => call(verAjustesPublicacion, { signal }),
    refetchInterval: (q) => (q.state.data?.enCurso ? EN_CURSO_MS : false),
  });

/** The runs, newest first; read every second while one is in progress. */
export const usePublicaciones = () =>
  useQuery({
    queryKey: publicacionKeys.corridas(),
    queryFn: ({ signal }) => call(listarPublicaciones, { signal }),
    refetchInterval: (q) => (q.state.data?.some((p) => p.estado === 'en-curso') ? EN_CURSO_MS : false),
  });

export const useMesasRetiradas = () =>
  useQuery({
    queryKey: publicacionKeys.retiradas(),
    queryFn: ({ signal }) => call(listarMesasRetiradas, { signal }),
  });
