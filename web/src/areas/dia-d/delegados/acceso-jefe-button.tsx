import { MENSAJES_DIA_D, TEXTOS_DIA_D as T, TEXTOS_JEFE as TJ, type Acceso } from '@comando/contract';
import { useState } from 'react';
import { usePuedeEscribir } from '../../../api/session.js';
import { Button, Modal, SaveError } from '../../../ui/index.js';
import { useCrearAccesoJefe } from './api/mutations.js';
import { HojaAcceso } from './hoja-acceso.js';

/**
 * Issue 28: beside the recinto's chief, their one-time access to the phone page (the same page
 * as the delegates'). The code is shown once: closing the dialog forgets it; a new one revokes
 * the previous.
 */
export function AccesoJefeButton({
  recinto,
  jefe,
}: {
  recinto: { codigo: string; nombre: string };
  jefe: string;
}) {
  const [open, setOpen] = useState(false);
  const [acceso, setAcceso] = useState<Acceso>();
  const crear = useCrearAccesoJefe();
  if (!usePuedeEscribir()) return null;
  const cambiarAbierto = (o: boolean) => {
    setOpen(o);
    if (!o) {
      setAcceso(undefined);
      crear.reset();
    }
  };
  return (
    <Modal
      open={open}
      onOpenChange={cambiarAbierto}
      title={TJ.accesoTitulo(recinto.nombre)}
      trigger={
        <Button size="sm" variant="secondary" aria-label={TJ.generarAccesoDe(jefe)}>
          {TJ.generarAcceso}
        </Button>
      }
      footer={
        <Button variant="secondary" onClick={() => cambiarAbierto(false)}>
          {T.cerrar}
        </Button>
      }
    >
      <div className="flex flex-col gap-3">
        <SaveError text={MENSAJES_DIA_D.errorGuardar} error={crear.error} />
        {acceso ? (
          <>
            <p role="status" className="text-sm">
              {T.accesoUnaVez}
            </p>
            <HojaAcceso acceso={acceso} detalle={`${jefe} · ${TJ.titulo} · ${recinto.nombre}`} />
            <Button onClick={() => window.print()}>{T.imprimir}</Button>
          </>
        ) : (
          <Button
            disabled={crear.isPending}
            onClick={() => crear.mutate(recinto.codigo, { onSuccess: setAcceso })}
          >
            {TJ.generarAccesoDe(jefe)}
          </Button>
        )}
      </div>
    </Modal>
  );
}
