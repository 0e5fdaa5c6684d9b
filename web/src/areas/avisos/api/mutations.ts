import {
  crearAviso,
  eliminarAviso,
  ordenarPorCreacion,
  type Aviso,
  type AvisoNuevoEntrada,
} from '@comando/contract';
import { useMutation, useQueryClient, type InfiniteData } from '@tanstack/react-query';
import { call } from '../../../api/client.js';
import { conElemento, sinElemento } from '../../../api/lists.js';
import { avisosKeys } from './keys.js';

type Paginas = InfiniteData<Aviso[], string | undefined>;

/**
 * POST /api/avisos: the 201 answer joins the first page on screen (no second read).
 * The cursors of later pages are positions, not rows, so they stay valid.
 */
export function useCrearAviso() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: AvisoNuevoEntrada) => call(crearAviso, { body }),
    onSuccess: (creado) => {
      client.setQueryData<Paginas>(avisosKeys.paginas, (datos) => {
        const [primera, ...resto] = datos?.pages ?? [];
        if (!datos || !primera) return datos;
        const nueva = conElemento(primera, creado) ?? [];
        return { ...datos, pages: [ordenarPorCreacion(nueva), ...resto] };
      });
      client.setQueryData<number>(avisosKeys.total, (n) => (n === undefined ? n : n + 1));
    },
  });
}

/** DELETE /api/avisos/:id: the aviso leaves whichever page holds it. */
export function useEliminarAviso() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => call(eliminarAviso, { params: { id } }),
    onSuccess: (_, id) => {
      client.setQueryData<Paginas>(
        avisosKeys.paginas,
        (datos) => datos && { ...datos, pages: datos.pages.map((p) => sinElemento(p, id) ?? p) },
      );
      client.setQueryData<number>(avisosKeys.total, (n) => (n === undefined ? n : Math.max(0, n - 1)));
    },
  });
}
