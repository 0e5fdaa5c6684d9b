import { TEXTOS_DIA_D as T, type Acceso } from '@comando/contract';
import QRCode from 'qrcode';
import { useEffect, useState } from 'react';

/** The access code, its link and a QR code to print (shown once): a delegate's or a recinto chief's. */
export function HojaAcceso({ acceso, detalle }: { acceso: Acceso; detalle: string }) {
  const [qr, setQr] = useState<string>();
  useEffect(() => {
    void QRCode.toDataURL(acceso.enlace, { margin: 1, width: 200 }).then(setQr);
  }, [acceso.enlace]);
  return (
    <div className="hoja-acceso flex flex-col items-center gap-2 rounded-lg bg-white p-4 text-slate-950">
      <p className="font-semibold">{T.hojaAcceso}</p>
      <p>{detalle}</p>
      {qr && <img src={qr} alt={T.enlaceAcceso} width={200} height={200} />}
      <p>
        {T.codigoAcceso}: <strong className="font-mono text-lg">{acceso.codigo}</strong>
      </p>
      <p className="break-all text-xs">{acceso.enlace}</p>
      <p className="text-xs">{T.hojaInstrucciones}</p>
    </div>
  );
}
