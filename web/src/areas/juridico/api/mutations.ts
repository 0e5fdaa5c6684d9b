import {
  agregarArchivosCarpeta,
  crearCarpeta,
  eliminarArchivoCarpeta,
  eliminarCarpeta,
  fillPath,
  type AnswerOf,
  type Carpeta,
  type CarpetaCampos,
} from '@comando/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call, upload } from '../../../api/client.js';
import { conElemento, porFechaDesc, sinElemento } from '../../../api/lists.js';
import { juridicoKeys } from './keys.js';

export interface NuevaCarpeta extends CarpetaCampos {
  files: File[];
}

const porFecha = porFechaDesc<Carpeta>((c) => c.date);

/** POST /api/juridico/carpetas (multipart: name, description, type, files); the folder joins the grid. */
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
    onSuccess: (creada) =>
      client.setQueryData<Carpeta[]>(juridicoKeys.carpetas, (lista) => conElemento(lista, creada, porFecha)),
  });
}

/** DELETE /api/juridico/carpetas/:id (with its files). */
export function useEliminarCarpeta() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => call(eliminarCarpeta, { params: { id } }),
    onSuccess: (_, id) =>
      client.setQueryData<Carpeta[]>(juridicoKeys.carpetas, (lista) => sinElemento(lista, id)),
  });
}

/** POST /api/juridico/carpetas/:id/archivos (multipart `files`; not for contracts); the answer is the folder. */
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
    onSuccess: (carpeta) =>
      client.setQueryData<Carpeta[]>(juridicoKeys.carpetas, (lista) => conElemento(lista, carpeta, porFecha)),
  });
}

/** DELETE /api/juridico/carpetas/:id/archivos/:archivoId. */
export function useEliminarArchivo(carpetaId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (archivoId: string) => call(eliminarArchivoCarpeta, { params: { id: carpetaId, archivoId } }),
    onSuccess: (_, archivoId) =>
      client.setQueryData<Carpeta[]>(juridicoKeys.carpetas, (lista) =>
        lista?.map((c) => (c.id === carpetaId ? { ...c, files: sinElemento(c.files, archivoId) ?? [] } : c)),
      ),
  });
}
