import {
  actualizarEje,
  adjuntarARequisito,
  crearEje,
  crearEstrategia,
  crearEstrategiaConArchivo,
  crearEvento,
  crearRequisito,
  eliminarArchivoEstrategia,
  eliminarEje,
  eliminarEstrategia,
  eliminarEvento,
  eliminarRequisito,
  fillPath,
  guardarDiaD,
  marcarEvento,
  marcarRequisito,
  ordenarRequisitos,
  subirArchivosDiaD,
  subirDocumentosClave,
  type ArchivoMeta,
  type DiaDNuevo,
  type Eje,
  type EjeNuevo,
  type Estrategia,
  type Evento,
  type EventoNuevo,
  type Requisito,
  type RequisitoNuevo,
} from '@comando/contract';
import { useMutation, useQueryClient, type QueryKey } from '@tanstack/react-query';
import { call, upload } from '../../../api/client.js';
import { conElemento, porFechaDesc, sinElemento } from '../../../api/lists.js';
import { estrategiaKeys as keys } from './keys.js';

/** Server orders: newest date first; requirements by priority, then deadline. */
const porFechaEvento = porFechaDesc<Evento>((e) => e.fecha);
const porFechaEstrategia = porFechaDesc<Estrategia>((e) => e.fecha);
function conOrden(lista: Requisito[] | undefined, item: Requisito): Requisito[] | undefined {
  const nueva = conElemento(lista, item);
  return nueva && ordenarRequisitos(nueva);
}

/** The multipart body of an upload: every file under `archivos`. */
function formArchivos(archivos: File[]): FormData {
  const form = new FormData();
  for (const f of archivos) form.append('archivos', f);
  return form;
}

/** Uploads files to a list; files are listed oldest first, so the new ones go at the end. */
function useSubirArchivos(path: string, key: QueryKey) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (archivos: File[]) => upload<ArchivoMeta[]>('POST', path, formArchivos(archivos)),
    onSuccess: (subidos) =>
      client.setQueryData<ArchivoMeta[]>(
        key,
        (lista) => lista && [...lista.filter((a) => !subidos.some((s) => s.id === a.id)), ...subidos],
      ),
  });
}

/** Ticks an item done or not: the box follows the click at once; a failed save puts the list back. */
function useMarcar<T extends { id: string; completado: boolean }>(
  key: QueryKey,
  guardar: (v: { id: string; completado: boolean }) => Promise<T>,
  poner: (lista: T[] | undefined, item: T) => T[] | undefined,
) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: guardar,
    onMutate: async ({ id, completado }) => {
      await client.cancelQueries({ queryKey: key });
      const antes = client.getQueryData<T[]>(key);
      client.setQueryData<T[]>(key, (lista) => lista?.map((x) => (x.id === id ? { ...x, completado } : x)));
      return { antes };
    },
    onError: (_error, _vars, ctx) => {
      if (ctx?.antes) client.setQueryData(key, ctx.antes);
    },
    onSuccess: (guardado) => client.setQueryData<T[]>(key, (lista) => poner(lista, guardado)),
  });
}

/** Deletes an item of a list by id. */
function useEliminar<T extends { id: string }>(key: QueryKey, eliminar: (id: string) => Promise<unknown>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: eliminar,
    onSuccess: (_, id) => client.setQueryData<T[]>(key, (lista) => sinElemento(lista, id)),
  });
}

// Día D card.

export function useGuardarDiaD() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: DiaDNuevo) => call(guardarDiaD, { body }),
    onSuccess: (data) => client.setQueryData(keys.diad, data),
  });
}

export const useSubirArchivosDiaD = () => useSubirArchivos(subirArchivosDiaD.path, keys.archivosDiaD);

/** Deletes any file of the area; it leaves whichever list held it. */
export function useEliminarArchivo() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => call(eliminarArchivoEstrategia, { params: { id } }),
    onSuccess: (_, id) => {
      for (const key of [keys.archivosDiaD, keys.documentos]) {
        client.setQueryData<ArchivoMeta[]>(key, (lista) => sinElemento(lista, id));
      }
      client.setQueryData<Estrategia[]>(keys.estrategias, (lista) =>
        lista?.map((e) => (e.archivo?.id === id ? { ...e, archivo: null } : e)),
      );
      client.setQueryData<Requisito[]>(keys.requisitos, (lista) =>
        lista?.map((r) => ({ ...r, adjuntos: sinElemento(r.adjuntos, id) ?? [] })),
      );
    },
  });
}

// Estrategia y Planeación.

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
      client.setQueryData<Estrategia[]>(keys.estrategias, (lista) =>
        conElemento(lista, creada, porFechaEstrategia),
      ),
  });
}

export const useEliminarEstrategia = () =>
  useEliminar<Estrategia>(keys.estrategias, (id) => call(eliminarEstrategia, { params: { id } }));

export const useSubirDocumentos = () => useSubirArchivos(subirDocumentosClave.path, keys.documentos);

// Precampaña.

export function useCrearRequisito() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: RequisitoNuevo) => call(crearRequisito, { body }),
    onSuccess: (creado) =>
      client.setQueryData<Requisito[]>(keys.requisitos, (lista) => conOrden(lista, creado)),
  });
}

export const useMarcarRequisito = () =>
  useMarcar<Requisito>(
    keys.requisitos,
    ({ id, completado }) => call(marcarRequisito, { params: { id }, body: { completado } }),
    conOrden,
  );

export const useEliminarRequisito = () =>
  useEliminar<Requisito>(keys.requisitos, (id) => call(eliminarRequisito, { params: { id } }));

export function useAdjuntarARequisito() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, archivos }: { id: string; archivos: File[] }) =>
      upload<ArchivoMeta[]>('POST', fillPath(adjuntarARequisito.path, { id }), formArchivos(archivos)),
    onSuccess: (adjuntos, { id }) =>
      client.setQueryData<Requisito[]>(keys.requisitos, (lista) =>
        lista?.map((r) => (r.id === id ? { ...r, adjuntos: [...r.adjuntos, ...adjuntos] } : r)),
      ),
  });
}

// Calendario Estratégico.

export function useCrearEvento() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: EventoNuevo) => call(crearEvento, { body }),
    onSuccess: (creado) =>
      client.setQueryData<Evento[]>(keys.eventos, (lista) => conElemento(lista, creado, porFechaEvento)),
  });
}

export const useMarcarEvento = () =>
  useMarcar<Evento>(
    keys.eventos,
    ({ id, completado }) => call(marcarEvento, { params: { id }, body: { completado } }),
    (lista, item) => conElemento(lista, item, porFechaEvento),
  );

export const useEliminarEvento = () =>
  useEliminar<Evento>(keys.eventos, (id) => call(eliminarEvento, { params: { id } }));

// Debate. Newest first, as the server lists them.

export function useCrearEje() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: EjeNuevo) => call(crearEje, { body }),
    onSuccess: (creado) => client.setQueryData<Eje[]>(keys.ejes, (lista) => conElemento(lista, creado)),
  });
}

export function useActualizarEje() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: string; body: EjeNuevo }) =>
      call(actualizarEje, { params: { id }, body }),
    onSuccess: (editado) => client.setQueryData<Eje[]>(keys.ejes, (lista) => conElemento(lista, editado)),
  });
}

export const useEliminarEje = () =>
  useEliminar<Eje>(keys.ejes, (id) => call(eliminarEje, { params: { id } }));
