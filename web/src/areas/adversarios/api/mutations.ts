import {
  crearActualizacion,
  crearAdversario,
  eliminarActualizacion,
  eliminarAdversario,
  ordenarPorCreacion,
  type ActualizacionAdversario,
  type ActualizacionNuevaEntrada,
  type Adversario,
  type AdversarioNuevoEntrada,
} from '@comando/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../api/client.js';
import { conElemento, sinElemento } from '../../../api/lists.js';
import { adversariosKeys } from './keys.js';

const ordenar = <T extends { id: string; fechaCreacion: string }>(lista: T[] | undefined) =>
  lista && ordenarPorCreacion(lista);

/** POST /api/adversarios: the answer joins the list on screen. */
export function useCrearAdversario() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: AdversarioNuevoEntrada) => call(crearAdversario, { body }),
    onSuccess: (creado) =>
      client.setQueryData<Adversario[]>(adversariosKeys.lista, (lista) =>
        ordenar(conElemento(lista, creado)),
      ),
  });
}

/** DELETE /api/adversarios/:id; its updates leave the table at once (the server deleted them too). */
export function useEliminarAdversario() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => call(eliminarAdversario, { params: { id } }),
    onSuccess: (_, id) => {
      client.setQueryData<Adversario[]>(adversariosKeys.lista, (lista) => sinElemento(lista, id));
      client.setQueryData<ActualizacionAdversario[]>(adversariosKeys.actualizaciones, (lista) =>
        lista?.filter((a) => a.adversarioId !== id),
      );
    },
  });
}

/** POST /api/adversarios/actualizaciones. */
export function useCrearActualizacion() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: ActualizacionNuevaEntrada) => call(crearActualizacion, { body }),
    onSuccess: (creada) =>
      client.setQueryData<ActualizacionAdversario[]>(adversariosKeys.actualizaciones, (lista) =>
        ordenar(conElemento(lista, creada)),
      ),
  });
}

/** DELETE /api/adversarios/actualizaciones/:id. */
export function useEliminarActualizacion() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => call(eliminarActualizacion, { params: { id } }),
    onSuccess: (_, id) =>
      client.setQueryData<ActualizacionAdversario[]>(adversariosKeys.actualizaciones, (lista) =>
        sinElemento(lista, id),
      ),
  });
}
