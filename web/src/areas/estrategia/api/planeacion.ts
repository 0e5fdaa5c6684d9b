import {
  crearEstrategia,
  crearEstrategiaConArchivo,
  eliminarEstrategia,
  listarDocumentosClave,
  listarEstrategias,
  subirDocumentosClave,
  type ArchivoMeta,
  type Estrategia,
} from '@comando/contract';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { call, upload } from '../../../api/client.js';
import { conElemento, porFechaDesc, sinElemento } from '../../../api/lists.js';
import { claves } from './keys.js';

const estrategiasQuery = queryOptions({
  queryKey: claves.estrategias,
  meta: { ruta: listarEstrategias },
  queryFn: ({ signal }) => call(listarEstrategias, { signal }),
});
/** Server order: newest date first. */
const porFecha = porFechaDesc<Estrategia>((e) => e.fecha);

export const useEstrategias = () => useQuery(estrategiasQuery);

/** JSON when there is no file (the spec's call); multipart with the file otherwise. */
export function useCrearEstrategia() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ date, description, archivo }: { date: string; description: string; archivo?: File }) => {
      if (!archivo) return call(crearEstrategia, { body: { date, description } });
      const form = new FormData();
      form.append('date', date);
      form.append('description', description);
      form.append('archivo', archivo);
      return upload<Estrategia>('POST', crearEstrategiaConArchivo.path, form);
    },
    onSuccess: (creada) =>
      client.setQueryData<Estrategia[]>(claves.estrategias, (lista) => conElemento(lista, creada, porFecha)),
  });
}

export function useEliminarEstrategia() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => call(eliminarEstrategia, { params: { id } }),
    onSuccess: (_, id) =>
      client.setQueryData<Estrategia[]>(claves.estrategias, (lista) => sinElemento(lista, id)),
  });
}

const documentosQuery = queryOptions({
  queryKey: claves.documentos,
  meta: { ruta: listarDocumentosClave },
  queryFn: ({ signal }) => call(listarDocumentosClave, { signal }),
});
export const useDocumentosClave = () => useQuery(documentosQuery);

export function useSubirDocumentos() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (archivos: File[]) => {
      const form = new FormData();
      for (const f of archivos) form.append('archivos', f);
      return upload<ArchivoMeta[]>('POST', subirDocumentosClave.path, form);
    },
    // Files are listed oldest first: the new ones go at the end.
    onSuccess: (subidos) =>
      client.setQueryData<ArchivoMeta[]>(
        claves.documentos,
        (lista) => lista && [...lista.filter((a) => !subidos.some((s) => s.id === a.id)), ...subidos],
      ),
  });
}
