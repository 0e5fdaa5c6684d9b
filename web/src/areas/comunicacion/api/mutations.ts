import {
  crearEarnedMedia,
  crearNotaPrensa,
  crearVocero,
  editarEarnedMedia,
  editarNotaPrensa,
  editarVocero,
  eliminarEarnedMedia,
  eliminarNotaPrensa,
  eliminarVocero,
  guardarMateriales,
  guardarPublicidad,
  type EarnedMedia,
  type EarnedMediaNueva,
  type MaterialesProgreso,
  type NotaPrensa,
  type NotaPrensaNueva,
  type PublicidadProgreso,
  type Vocero,
  type VoceroNuevo,
} from '@comando/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../api/client.js';
import { conElemento, sinElemento } from '../../../api/lists.js';
import { comunicacionKeys } from './keys.js';

// The three lists are newest first (spec §7), so a new item goes to the front.

export function useCrearNotaPrensa() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: NotaPrensaNueva) => call(crearNotaPrensa, { body }),
    onSuccess: (creado) =>
      client.setQueryData<NotaPrensa[]>(comunicacionKeys.prensaPagada, (lista) => conElemento(lista, creado)),
  });
}

export function useEditarNotaPrensa() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: string; body: NotaPrensaNueva }) =>
      call(editarNotaPrensa, { params: { id }, body }),
    onSuccess: (editado) =>
      client.setQueryData<NotaPrensa[]>(comunicacionKeys.prensaPagada, (lista) =>
        conElemento(lista, editado),
      ),
  });
}

export function useEliminarNotaPrensa() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => call(eliminarNotaPrensa, { params: { id } }),
    onSuccess: (_, id) =>
      client.setQueryData<NotaPrensa[]>(comunicacionKeys.prensaPagada, (lista) => sinElemento(lista, id)),
  });
}

export function useCrearEarnedMedia() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: EarnedMediaNueva) => call(crearEarnedMedia, { body }),
    onSuccess: (creado) =>
      client.setQueryData<EarnedMedia[]>(comunicacionKeys.earnedMedia, (lista) => conElemento(lista, creado)),
  });
}

export function useEditarEarnedMedia() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: string; body: EarnedMediaNueva }) =>
      call(editarEarnedMedia, { params: { id }, body }),
    onSuccess: (editado) =>
      client.setQueryData<EarnedMedia[]>(comunicacionKeys.earnedMedia, (lista) =>
        conElemento(lista, editado),
      ),
  });
}

export function useEliminarEarnedMedia() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => call(eliminarEarnedMedia, { params: { id } }),
    onSuccess: (_, id) =>
      client.setQueryData<EarnedMedia[]>(comunicacionKeys.earnedMedia, (lista) => sinElemento(lista, id)),
  });
}

export function useCrearVocero() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: VoceroNuevo) => call(crearVocero, { body }),
    onSuccess: (creado) =>
      client.setQueryData<Vocero[]>(comunicacionKeys.voceros, (lista) => conElemento(lista, creado)),
  });
}

export function useEditarVocero() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: string; body: VoceroNuevo }) =>
      call(editarVocero, { params: { id }, body }),
    onSuccess: (editado) =>
      client.setQueryData<Vocero[]>(comunicacionKeys.voceros, (lista) => conElemento(lista, editado)),
  });
}

export function useEliminarVocero() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => call(eliminarVocero, { params: { id } }),
    onSuccess: (_, id) =>
      client.setQueryData<Vocero[]>(comunicacionKeys.voceros, (lista) => sinElemento(lista, id)),
  });
}

/** POST /api/comunicacion/materiales; the answer is the saved progress. */
export function useGuardarMateriales() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: MaterialesProgreso) => call(guardarMateriales, { body }),
    onSuccess: (guardado) => client.setQueryData(comunicacionKeys.materiales, guardado),
  });
}

/** POST /api/comunicacion/publicidad; the answer is the saved progress. */
export function useGuardarPublicidad() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: PublicidadProgreso) => call(guardarPublicidad, { body }),
    onSuccess: (guardado) => client.setQueryData(comunicacionKeys.publicidad, guardado),
  });
}
