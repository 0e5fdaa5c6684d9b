import { FORMATO_SMS, TEXTOS_DIA_D as T, TEXTOS_SMS as TS, type Acceso } from '@comando/contract';
import QRCode from 'qrcode';
import { useEffect, useState } from 'react';
import { usePartidos } from '../actas/index.js';
import { useNumeroSms } from '../sms/index.js';

/**
 * The access code, its link and a QR code to print (shown once): a delegate's or a recinto
 * chief's. Issue 44: with the PIN and the SMS format for where there is no data — the mesa's
 * code (a chief writes the mesa's), the ballot's siglas and HQ's number.
 */
export function HojaAcceso({ acceso, detalle, mesa }: { acceso: Acceso; detalle: string; mesa?: string }) {
  const [qr, setQr] = useState<string>();
  const siglas = (usePartidos().data ?? []).map((p) => p.sigla);
  const numero = useNumeroSms().data?.numero;
  const codigoMesa = mesa ?? TS.mesaDelJefe;
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
      <section aria-label={TS.hojaTitulo} className="mt-2 w-full border-t border-slate-300 pt-2 text-sm">
        <p className="font-semibold">{TS.hojaTitulo}</p>
        <p>
          {TS.hojaPin}: <strong className="font-mono text-lg">{acceso.pin}</strong>
        </p>
        <p>{numero ? TS.hojaNumero(numero) : TS.hojaSinNumero}</p>
        <p className="mt-1">{TS.hojaActa}</p>
        <p className="font-mono text-xs break-words">{FORMATO_SMS.acta(codigoMesa, siglas, acceso.pin)}</p>
        <p className="mt-1">{TS.hojaEjemplo}</p>
        <p className="font-mono text-xs break-words">{FORMATO_SMS.ejemplo(codigoMesa, siglas, acceso.pin)}</p>
        <p className="mt-1">{TS.hojaLlegada}</p>
        <p className="font-mono text-xs break-words">{FORMATO_SMS.llegada(codigoMesa, acceso.pin)}</p>
        <p className="mt-1 text-xs">{TS.hojaAyuda}</p>
      </section>
    </div>
  );
}
