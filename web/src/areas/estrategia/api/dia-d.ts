import {
  guardarDiaD,
  listarArchivosDiaD,
  obtenerDiaD,
  subirArchivosDiaD,
  type ArchivoMeta,
  type DiaDNuevo,
} from '@comando/contract';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { call, upload } from '../../../api/client.js';
import { claves } from './keys.js';

const diaDQuery = queryOptions({
  queryKey: claves.diad,
  queryFn: ({ signal }) => call(obtenerDiaD, { signal }),
});
export const useDiaD = () => useQuery(diaDQuery);

export function useGuardarDiaD() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: DiaDNuevo) => call(guardarDiaD, { body }),
    onSuccess: (data) => {
      client.setQueryData(claves.diad, data);
      void client.invalidateQueries({ queryKey: claves.diad, exact: true });
    },
  });
}

const archivosDiaDQuery = queryOptions({
  queryKey: claves.archivosDiaD,
  queryFn: ({ signal }) => call(listarArchivosDiaD, { signal }),
});
export const useArchivosDiaD = () => useQuery(archivosDiaDQuery);

export function useSubirArchivosDiaD() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (archivos: File[]) => {
      const form = new FormData();
      for (const f of archivos) form.append('archivos', f);
      return upload<ArchivoMeta[]>('POST', subirArchivosDiaD.path, form);
    },
    onSuccess: () => client.invalidateQueries({ queryKey: claves.archivosDiaD }),
  });
}
