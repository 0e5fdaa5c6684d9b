import {
  TEXTOS_DIA_D as T,
  MENSAJES_DIA_D,
  formularioAsignacion,
  type Acceso,
  type Mesa,
} from '@comando/contract';
import { useState } from 'react';
import { ShieldOff } from 'lucide-react';
import { Button, ConfirmDelete, InlineForm, Modal, SaveError } from '../../../ui/index.js';
import { useAsignarDelegado, useCrearAcceso, useRevocarAcceso } from './api/mutations.js';
import { useDefensores } from './api/queries.js';
import { DefensorSelect } from './defensor-select.js';
import { HojaAcceso } from './hoja-acceso.js';

/**
 * A mesa's delegate: the kit's form (select, save error, Cerrar / Guardar) and, once a delegate
 * is on the mesa, the access code to print — so the dialog stays open after saving.
 */
export function AsignarButton({ mesa }: { mesa: Mesa }) {
  const [open, setOpen] = useState(false);
  const [acceso, setAcceso] = useState<Acceso>();
  const defensores = useDefensores(mesa.recinto.departamento);
  const asignar = useAsignarDelegado();
  const crear = useCrearAcceso();
  const revocar = useRevocarAcceso();
  const [revocado, setRevocado] = useState(false);
  const delegado = mesa.delegado;
  const conAcceso = (defensores.data ?? []).some((d) => d.id === delegado?.id && d.acceso);
  // Every way out (Esc, ×, Cerrar) forgets the code: it is shown once, never on reopening.
  const cambiarAbierto = (o: boolean) => {
    setOpen(o);
    if (!o) {
      setAcceso(undefined);
      setRevocado(false);
      crear.reset();
    }
  };
  return (
    <Modal
      open={open}
      onOpenChange={cambiarAbierto}
      title={T.asignarTitulo(mesa.codigo)}
      trigger={
        <Button size="sm" variant="secondary">
          {T.asignar}
        </Button>
      }
      bare
    >
      {open && (
        <InlineForm
          layout="dialog"
          schema={formularioAsignacion}
          defaultValues={{ defensorId: mesa.delegado?.id ?? '' }}
          onSubmit={(v) => asignar.mutateAsync({ codigo: mesa.codigo, ...v })}
          saveErrorText={MENSAJES_DIA_D.errorGuardar}
          submitLabel={T.guardar}
          busyLabel={T.guardando}
          cancelLabel={T.cerrar}
          onCancel={() => cambiarAbierto(false)}
          // Stays open: the access code of the delegate just saved is made here next.
          onDone={() => undefined}
          className="gap-3"
        >
          {(form) => (
            <>
              <DefensorSelect
                departamento={mesa.recinto.departamento}
                ninguno={T.ninguno}
                mesaActual={mesa.codigo}
                error={form.formState.errors.defensorId?.message}
                {...form.register('defensorId')}
              />
              <SaveError text={MENSAJES_DIA_D.errorGuardar} error={crear.error} />
              {revocado && (
                <p role="status" className="text-sm">
                  {T.accesoRevocado}
                </p>
              )}
              {delegado && !acceso && (
                <div className="flex flex-col gap-1">
                  <div className="flex items-center justify-between gap-2">
                    <p className="text-sm font-medium">{T.acceso}</p>
                    {conAcceso && (
                      <ConfirmDelete
                        label={T.revocarAcceso}
                        text={T.confirmarRevocar}
                        confirmLabel={T.revocarAcceso}
                        errorText={MENSAJES_DIA_D.errorGuardar}
                        icon={<ShieldOff size={16} aria-hidden="true" />}
                        onConfirm={() => revocar.mutateAsync(delegado.id).then(() => setRevocado(true))}
                      />
                    )}
                  </div>
                  <Button
                    variant="secondary"
                    disabled={crear.isPending}
                    onClick={() => crear.mutate(delegado.id, { onSuccess: setAcceso })}
                  >
                    {T.generarAcceso}
                  </Button>
                </div>
              )}
              {acceso && delegado && (
                <>
                  <p role="status" className="text-sm">
                    {T.accesoUnaVez}
                  </p>
                  <HojaAcceso acceso={acceso} detalle={`${delegado.nombre} · ${T.mesa} ${mesa.codigo}`} />
                  <Button onClick={() => window.print()}>{T.imprimir}</Button>
                </>
              )}
            </>
          )}
        </InlineForm>
      )}
    </Modal>
  );
}
