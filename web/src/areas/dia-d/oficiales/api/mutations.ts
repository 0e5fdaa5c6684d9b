import {
  importarResultadosOficiales,
  verTrabajoOficial,
  type ImportacionOficial,
  type RevisionOficial,
  type TrabajoOficial,
} from '@comando/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ApiError, call, uploadConProgreso } from '../../../../api/client.js';
import { diaDKey } from '../../comun/index.js';

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

/** Time between two reads of a job's progress. */
const CADA_MS = 500;

/** A large file's job read until it ends: its answer, or its Spanish error thrown. */
async function hastaElFin(
  inicial: TrabajoOficial,
  onTrabajo: (t: TrabajoOficial) => void,
): Promise<ImportacionOficial> {
  let trabajo = inicial;
  for (;;) {
    onTrabajo(trabajo);
    if (trabajo.fase === 'hecho' && trabajo.resultado) return trabajo.resultado;
    if (trabajo.fase === 'error') throw new ApiError(500, trabajo.error ?? '');
    await new Promise((resolve) => setTimeout(resolve, CADA_MS));
    trabajo = await call(verTrabajoOficial, { params: { id: trabajo.id } });
  }
}

/**
 * `aplicar=true`: a new snapshot; `onProgreso` gets the share of the file sent, `onTrabajo`
 * the server's progress when the file is large enough to be applied as a job (202).
 */
export function useAplicarOficial(
  onProgreso: (parte: number) => void,
  onTrabajo: (t: TrabajoOficial) => void,
) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (e: EnvioOficial) => {
      const r = await uploadConProgreso<ImportacionOficial | TrabajoOficial>(
        importarResultadosOficiales.path,
        formulario(e, true),
        onProgreso,
      );
      return 'fase' in r ? hastaElFin(r, onTrabajo) : r;
    },
    onSuccess: () => client.invalidateQueries({ queryKey: diaDKey }),
  });
}
