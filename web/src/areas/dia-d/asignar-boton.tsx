import { TEXTOS_DIA_D as T, MENSAJES_DIA_D as M, type Acceso, type Mesa } from '@comando/contract';
import QRCode from 'qrcode';
import { useEffect, useState } from 'react';
import { ShieldOff } from 'lucide-react';
import { Button, ConfirmDelete, Modal, SaveError, SelectField } from '../../ui/index.js';
import { useAsignarDelegado, useCrearAcceso, useRevocarAcceso } from './api/mutations.js';
import { useDefensores } from './api/queries.js';

/** The access code, its link and a QR code to print (shown once). */
function HojaAcceso({ acceso, mesa, nombre }: { acceso: Acceso; mesa: string; nombre: string }) {
  const [qr, setQr] = useState<string>();
  useEffect(() => {
    void QRCode.toDataURL(acceso.enlace, { margin: 1, width: 200 }).then(setQr);
  }, [acceso.enlace]);
  return (
    <div className="hoja-acceso flex flex-col items-center gap-2 rounded-lg bg-white p-4 text-slate-950">
      <p className="font-semibold">{T.hojaAcceso}</p>
      <p>
        {nombre} · {T.mesa} {mesa}
      </p>
      {qr && <img src={qr} alt={T.enlaceAcceso} width={200} height={200} />}
      <p>
        {T.codigoAcceso}: <strong className="font-mono text-lg">{acceso.codigo}</strong>
      </p>
      <p className="break-all text-xs">{acceso.enlace}</p>
      <p className="text-xs">{T.hojaInstrucciones}</p>
    </div>
  );
}

export function AsignarBoton({ mesa }: { mesa: Mesa }) {
  const [open, setOpen] = useState(false);
  const [elegido, setElegido] = useState(mesa.delegado?.id ?? '');
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
    if (o) setElegido(mesa.delegado?.id ?? '');
    else {
      setAcceso(undefined);
      setRevocado(false);
      asignar.reset();
      crear.reset();
    }
  };
  return (
    <>
      <Button size="sm" variant="secondary" onClick={() => cambiarAbierto(true)}>
        {T.asignar}
      </Button>
      <Modal
        open={open}
        onOpenChange={cambiarAbierto}
        title={T.asignarTitulo(mesa.codigo)}
        footer={
          <div className="flex flex-wrap justify-end gap-2">
            <Button variant="secondary" onClick={() => cambiarAbierto(false)}>
              {T.cerrar}
            </Button>
            <Button
              disabled={asignar.isPending}
              onClick={() => asignar.mutate({ codigo: mesa.codigo, defensorId: elegido || null })}
            >
              {asignar.isPending ? T.guardando : T.guardar}
            </Button>
          </div>
        }
      >
        <div className="flex flex-col gap-3">
          <SelectField label={T.defensor} value={elegido} onChange={(e) => setElegido(e.target.value)}>
            <option value="">{T.ninguno}</option>
            {(defensores.data ?? []).map((d) => (
              <option key={d.id} value={d.id}>
                {d.nombre} · {d.celular}
                {d.mesa && d.mesa !== mesa.codigo ? ` (${T.mesa} ${d.mesa})` : ''}
              </option>
            ))}
          </SelectField>
          <SaveError text={M.errorGuardar} error={asignar.error ?? crear.error} />
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
                    errorText={M.errorGuardar}
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
              <HojaAcceso acceso={acceso} mesa={mesa.codigo} nombre={delegado.nombre} />
              <Button onClick={() => window.print()}>{T.imprimir}</Button>
            </>
          )}
        </div>
      </Modal>
    </>
  );
}
