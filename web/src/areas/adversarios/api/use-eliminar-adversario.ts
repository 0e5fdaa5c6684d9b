import { eliminarAdversario, type ActualizacionAdversario } from '@comando/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../api/client.js';
import { actualizacionesKey } from './use-actualizaciones.js';
import { adversariosKey } from './use-adversarios.js';

/** DELETE /api/adversarios/:id; its updates leave the table at once (the server deleted them too). */
export function useEliminarAdversario() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => call(eliminarAdversario, { params: { id } }),
    onSuccess: async (_, id) => {
      client.setQueryData<ActualizacionAdversario[]>(actualizacionesKey, (lista) =>
        lista?.filter((a) => a.adversarioId !== id),
      );
      // The prefix covers both the adversaries and their updates.
      await client.invalidateQueries({ queryKey: adversariosKey });
    },
  });
}
