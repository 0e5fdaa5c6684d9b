import { crearCarpeta, type AnswerOf, type CarpetaCampos } from '@comando/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { upload } from '../../../api/client.js';
import { carpetasKey } from './use-carpetas.js';

export interface NuevaCarpeta extends CarpetaCampos {
  files: File[];
}

/** POST /api/juridico/carpetas (multipart: name, description, type, files). */
export function useCrearCarpeta() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ files, ...campos }: NuevaCarpeta) => {
      const form = new FormData();
      form.set('name', campos.name);
      form.set('description', campos.description);
      form.set('type', campos.type);
      for (const f of files) form.append('files', f, f.name);
      return upload<AnswerOf<typeof crearCarpeta>>('POST', crearCarpeta.path, form);
    },
    onSuccess: () => client.invalidateQueries({ queryKey: carpetasKey }),
  });
}
