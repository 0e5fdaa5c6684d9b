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
  meta: { ruta: obtenerDiaD },
  queryFn: ({ signal }) => call(obtenerDiaD, { signal }),
});
export const useDiaD = () => useQuery(diaDQuery);

export function useGuardarDiaD() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: DiaDNuevo) => call(guardarDiaD, { body }),
    onSuccess: (data) => client.setQueryData(claves.diad, data),
  });
}

const archivosDiaDQuery = queryOptions({
  queryKey: claves.archivosDiaD,
  meta: { ruta: listarArchivosDiaD },
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
    // Files are listed oldest first: the new ones go at the end.
    onSuccess: (subidos) =>
      client.setQueryData<ArchivoMeta[]>(
        claves.archivosDiaD,
        (lista) => lista && [...lista.filter((a) => !subidos.some((s) => s.id === a.id)), ...subidos],
      ),
  });
}
