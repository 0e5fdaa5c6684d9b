import { agregarArchivosCarpeta, fillPath, type AnswerOf } from '@comando/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { upload } from '../../../api/client.js';
import { carpetasKey } from './use-carpetas.js';

/** POST /api/juridico/carpetas/:id/archivos (multipart `files`; not for contracts). */
export function useAgregarArchivos(carpetaId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (files: File[]) => {
      const form = new FormData();
      for (const f of files) form.append('files', f, f.name);
      return upload<AnswerOf<typeof agregarArchivosCarpeta>>(
        'POST',
        fillPath(agregarArchivosCarpeta.path, { id: carpetaId }),
        form,
      );
    },
    onSuccess: () => client.invalidateQueries({ queryKey: carpetasKey }),
  });
}
