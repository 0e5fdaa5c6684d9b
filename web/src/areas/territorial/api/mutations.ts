import {
  actualizarAsistencia,
  actualizarMetaPromocion,
  configurarRegion,
  crearDefensor,
  crearEventoTerritorial,
  crearSegmento,
  editarDefensor,
  eliminarDefensor,
  eliminarEventoTerritorial,
  eliminarSegmento,
  registrarPromovidos,
  type AnswerOf,
  type BodyOf,
  type RegionTerritorial,
  type Route,
} from '@comando/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call, type CallArgs } from '../../../api/client.js';
import { conElemento, porFechaDesc, sinElemento } from '../../../api/lists.js';
import { territorialKeys } from './keys.js';

export interface Variables<R extends Route> {
  body?: BodyOf<R>;
  /** Id of the list item (defender, event, segment) for routes with `:id`. */
  id?: string;
}

type Actualizar<R extends Route> = (
  region: RegionTerritorial,
  answer: AnswerOf<R>,
  vars: Variables<R>,
) => RegionTerritorial;

/**
 * A write of one region: the open modal's region is updated from the answer, and the
 * five cards (counts and progress the server sums up) are read again.
 */
function useMutacionRegion<R extends Route>(route: R, region: string, actualizar: Actualizar<R>) {
  const client = useQueryClient();
  return useMutation<AnswerOf<R>, Error, Variables<R>>({
    mutationFn: ({ body, id }) =>
      // Generic over the region's routes: every one has `:region`, the item ones `:id` too.
      call(
        route,
        ...([{ body, params: id === undefined ? { region } : { region, id } }] as unknown as CallArgs<R>),
      ),
    onSuccess: (answer, vars) => {
      client.setQueryData<RegionTerritorial>(
        territorialKeys.region(region),
        (r) => r && actualizar(r, answer, vars),
      );
      return client.invalidateQueries({ queryKey: territorialKeys.resumen });
    },
  });
}

const eventosPorFecha = porFechaDesc<RegionTerritorial['events'][number]>((e) => e.date);

export const useConfigurarRegion = (region: string) =>
  useMutacionRegion(configurarRegion, region, (r, config) => ({ ...r, ...config }));

export const useCrearDefensor = (region: string) =>
  useMutacionRegion(crearDefensor, region, (r, d) => ({
    ...r,
    defenders: conElemento(r.defenders, d) ?? [],
  }));

export const useEditarDefensor = (region: string) =>
  useMutacionRegion(editarDefensor, region, (r, d) => ({
    ...r,
    defenders: conElemento(r.defenders, d) ?? [],
  }));

export const useEliminarDefensor = (region: string) =>
  useMutacionRegion(eliminarDefensor, region, (r, _, { id = '' }) => ({
    ...r,
    defenders: sinElemento(r.defenders, id) ?? [],
  }));

export const useCrearEvento = (region: string) =>
  useMutacionRegion(crearEventoTerritorial, region, (r, e) => ({
    ...r,
    events: conElemento(r.events, e, eventosPorFecha) ?? [],
  }));

export const useActualizarAsistencia = (region: string) =>
  useMutacionRegion(actualizarAsistencia, region, (r, e) => ({
    ...r,
    events: conElemento(r.events, e, eventosPorFecha) ?? [],
  }));

export const useEliminarEvento = (region: string) =>
  useMutacionRegion(eliminarEventoTerritorial, region, (r, _, { id = '' }) => ({
    ...r,
    events: sinElemento(r.events, id) ?? [],
  }));

export const useActualizarMeta = (region: string) =>
  useMutacionRegion(actualizarMetaPromocion, region, (r, promocion) => ({ ...r, ...promocion }));

export const useRegistrarPromovidos = (region: string) =>
  useMutacionRegion(registrarPromovidos, region, (r, promocion) => ({ ...r, ...promocion }));

export const useCrearSegmento = (region: string) =>
  useMutacionRegion(crearSegmento, region, (r, s) => ({ ...r, segments: conElemento(r.segments, s) ?? [] }));

export const useEliminarSegmento = (region: string) =>
  useMutacionRegion(eliminarSegmento, region, (r, _, { id = '' }) => ({
    ...r,
    segments: sinElemento(r.segments, id) ?? [],
  }));
