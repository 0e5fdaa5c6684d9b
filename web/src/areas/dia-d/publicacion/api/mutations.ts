import {
  devolverMesaPublicada,
  guardarAutomaticaPublicacion,
  publicar,
  retirarMesaPublicada,
  type AutomaticaPublicacion,
  type NuevaPublicacion,
  type RetirarMesa,
} from '@comando/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../../api/client.js';
import { publicacionKeys } from './keys.js';

/** Every mutation here changes what the screen shows in several places: it reads them all again. */
function useRefrescar() {
  const client = useQueryClient();
  return () => client.invalidateQueries({ queryKey: publicacionKeys.todo() });
}

export function usePublicar() {
  const refrescar = useRefrescar();
  return useMutation({
    mutationFn: (body: NuevaPublicacion) => call(publicar, { body }),
    onSuccess: refrescar,
  });
}

export function useGuardarAutomatica() {
  const refrescar = useRefrescar();
  return useMutation({
    mutationFn: (body: AutomaticaPublicacion) => call(guardarAutomaticaPublicacion, { body }),
    onSuccess: refrescar,
  });
}

export function useRetirarMesa() {
  const refrescar = useRefrescar();
  return useMutation({
    mutationFn: (body: RetirarMesa) => call(retirarMesaPublicada, { body }),
    onSuccess: refrescar,
  });
}

export function useDevolverMesa() {
  const refrescar = useRefrescar();
  return useMutation({
    mutationFn: (codigo: string) => call(devolverMesaPublicada, { params: { codigo } }),
    onSuccess: refrescar,
  });
}
