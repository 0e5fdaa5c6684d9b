import { TEXTOS_ELECCIONES as T, type Eleccion } from '@comando/contract';
import { useState } from 'react';
import { elegirEleccion } from '../../../api/eleccion-elegida.js';
import { Button, ConfirmDialog } from '../../../ui/index.js';
import { useHacerActual } from './api/mutations.js';

/**
 * «Hacer actual» (admin), confirmed: the current election is archived (its data becomes read
 * only) and this one receives the night. With tens of thousands of actas the copy takes a while:
 * the dialog says so and stays open, busy, until it is done.
 */
export function HacerActualButton({ eleccion, actual }: { eleccion: Eleccion; actual: Eleccion }) {
  const [abierto, setAbierto] = useState(false);
  const hacer = useHacerActual();
  return (
    <ConfirmDialog
      open={abierto}
      onOpenChange={(o) => {
        setAbierto(o);
        if (!o) hacer.reset();
      }}
      title={T.confirmarTitulo(eleccion.nombre)}
      text={
        <>
          {T.confirmarTexto(actual.nombre)}
          {hacer.isPending && (
            <span role="status" className="mt-3 block font-medium text-teal">
              {T.archivando}
            </span>
          )}
        </>
      }
      confirmLabel={T.confirmar}
      busy={hacer.isPending}
      error={hacer.error}
      errorText={T.errorActual}
      onConfirm={() =>
        hacer.mutate(eleccion.id, {
          onSuccess: () => {
            elegirEleccion(null);
            setAbierto(false);
          },
        })
      }
      trigger={
        <Button size="sm" aria-label={T.hacerActualDe(eleccion.nombre)}>
          {T.hacerActual}
        </Button>
      }
    />
  );
}
