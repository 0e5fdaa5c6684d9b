import { borrarSimulacro, MENSAJES_SIMULACRO as M } from '@comando/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { call } from '../api/client.js';
import { Button, ConfirmDialog } from '../ui/index.js';

/** The admin's one confirmed step that wipes the rehearsal's Día D data (issue 30). */
export function BorrarSimulacroButton() {
  const client = useQueryClient();
  const [abierto, setAbierto] = useState(false);
  const borrar = useMutation({
    mutationFn: () => call(borrarSimulacro),
    onSuccess: () => {
      setAbierto(false);
      // Every screen's Día D figures changed at once.
      void client.invalidateQueries();
    },
  });
  return (
    <>
      {borrar.isSuccess && <span>{M.borrado}</span>}
      <ConfirmDialog
        open={abierto}
        onOpenChange={(o) => {
          setAbierto(o);
          if (!o) borrar.reset();
        }}
        title={M.confirmarTitulo}
        text={M.confirmarTexto}
        confirmLabel={borrar.isPending ? M.borrando : M.borrar}
        busy={borrar.isPending}
        danger
        error={borrar.error}
        errorText={M.errorBorrar}
        onConfirm={() => borrar.mutate()}
        trigger={
          <Button variant="secondary" size="sm">
            {M.borrar}
          </Button>
        }
      />
    </>
  );
}
