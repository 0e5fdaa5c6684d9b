import { TEXTOS_DIA_D as T, MENSAJES_DIA_D as M, type Acceso, type Mesa } from '@comando/contract';
import QRCode from 'qrcode';
import { useEffect, useState } from 'react';
import { Button, Modal, SaveError, SelectField } from '../../ui/index.js';
import { useAsignarDelegado, useCrearAcceso } from './api/mutations.js';
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
  const delegado = mesa.delegado;
  return (
    <>
      <Button size="sm" variant="secondary" onClick={() => setOpen(true)}>
        {T.asignar}
      </Button>
      <Modal
        open={open}
        onOpenChange={(o) => {
          setOpen(o);
          if (!o) setAcceso(undefined);
        }}
        title={T.asignarTitulo(mesa.codigo)}
        footer={
          <div className="flex flex-wrap justify-end gap-2">
            <Button variant="secondary" onClick={() => setOpen(false)}>
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
          {delegado && !acceso && (
            <div className="flex flex-col gap-1">
              <p className="text-sm font-medium">{T.acceso}</p>
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
