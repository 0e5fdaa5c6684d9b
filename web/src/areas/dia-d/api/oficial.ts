import {
  importarResultadosOficiales,
  leerComparacion,
  listarResultadosOficiales,
  type ConsultaComparacion,
  type ImportacionOficial,
  type RevisionOficial,
} from '@comando/contract';
import {
  keepPreviousData,
  useInfiniteQuery,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import { call, uploadConProgreso } from '../../../api/client.js';
import { diaDKeys } from './keys.js';

/** The official count (issue 29): its snapshots, its import, and the comparison with ours. */

export const useInstantaneas = () =>
  useQuery({
    queryKey: diaDKeys.instantaneas(),
    queryFn: ({ signal }) => call(listarResultadosOficiales, { signal }),
  });

/** The comparison, a page of mesas at a time (cursor); every page carries the same totals. */
export const useComparacion = (filtros: ConsultaComparacion) =>
  useInfiniteQuery({
    queryKey: diaDKeys.comparacion(filtros),
    queryFn: ({ pageParam, signal }) =>
      call(leerComparacion, { query: { ...filtros, despues: pageParam }, signal }),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (ultima) => ultima.siguiente ?? undefined,
    placeholderData: keepPreviousData,
  });

export interface EnvioOficial {
  archivo: File;
  candidatura?: string;
  partidos?: Record<string, string | null>;
}

function formulario(e: EnvioOficial, aplicar: boolean): FormData {
  const form = new FormData();
  form.set('aplicar', String(aplicar));
  if (e.candidatura) form.set('candidatura', e.candidatura);
  if (e.partidos) form.set('partidos', JSON.stringify(e.partidos));
  form.set('archivo', e.archivo);
  return form;
}

/** `aplicar=false`: the review, nothing stored. */
export function useRevisarOficial() {
  return useMutation({
    mutationFn: (e: EnvioOficial) =>
      uploadConProgreso<RevisionOficial>(importarResultadosOficiales.path, formulario(e, false), () => {}),
  });
}

/** `aplicar=true`: a new snapshot; `onProgreso` gets the share of the file sent. */
export function useAplicarOficial(onProgreso: (parte: number) => void) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (e: EnvioOficial) =>
      uploadConProgreso<ImportacionOficial>(
        importarResultadosOficiales.path,
        formulario(e, true),
        onProgreso,
      ),
    onSuccess: () => client.invalidateQueries({ queryKey: diaDKeys.all }),
  });
}
