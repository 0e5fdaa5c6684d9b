import {
  enlaceLlamada,
  enlaceWhatsapp,
  ETIQUETA_PENDIENTE,
  nombreDepartamento,
  TEXTOS_PENDIENTES as T,
  type MesaPendiente,
} from '@comando/contract';
import { MessageCircle, Phone } from 'lucide-react';

const enlace =
  'inline-flex min-h-9 items-center gap-1 rounded-lg border border-borde bg-panel-2 px-2 text-sm hover:border-teal';

/** Who to reach about a mesa: a call link and a WhatsApp link opened by the user's own phone. */
function Persona({
  quien,
  persona,
  mesa,
}: {
  quien: string;
  persona: { nombre: string; celular: string } | null;
  mesa: MesaPendiente;
}) {
  if (!persona)
    return (
      <p className="text-sm">
        <span className="text-tenue">{quien}: </span>
        {T.sinPersona}
      </p>
    );
  const texto = T.mensajeWhatsapp(mesa.codigo, mesa.recinto, ETIQUETA_PENDIENTE[mesa.estado]);
  return (
    <div className="flex flex-wrap items-center gap-2 text-sm">
      <p className="min-w-0 break-words">
        <span className="text-tenue">{quien}: </span>
        {persona.nombre} · <span className="tabular-nums">{persona.celular}</span>
      </p>
      {persona.celular && (
        <span className="flex gap-2">
          <a className={enlace} href={enlaceLlamada(persona.celular)}>
            <Phone size={14} aria-hidden="true" />
            {T.llamar}
            <span className="sr-only">{T.aQuien(persona.nombre, quien)}</span>
          </a>
          <a
            className={enlace}
            href={enlaceWhatsapp(persona.celular, texto)}
            target="_blank"
            rel="noopener noreferrer"
          >
            <MessageCircle size={14} aria-hidden="true" />
            {T.whatsapp}
            <span className="sr-only">{T.aQuien(persona.nombre, quien)}</span>
          </a>
        </span>
      )}
    </div>
  );
}

/** One pending mesa: where it is, its delegate and its recinto chief with their links. */
export function PendienteRow({ mesa }: { mesa: MesaPendiente }) {
  return (
    <li className="flex flex-col gap-2 py-3">
      <p className="text-sm">
        <strong>{T.mesa(mesa.codigo)}</strong> · {mesa.recinto} · {mesa.municipio} ·{' '}
        {nombreDepartamento(mesa.departamento)}
      </p>
      <Persona quien={T.delegado} persona={mesa.delegado} mesa={mesa} />
      <Persona quien={T.jefe} persona={mesa.jefe} mesa={mesa} />
    </li>
  );
}
