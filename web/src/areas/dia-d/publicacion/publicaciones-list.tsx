import {
  formatFechaHora,
  formatNumero,
  formatTamano,
  TEXTOS_PUBLICACION as T,
  type Publicacion,
} from '@comando/contract';
import { Card, cn, EmptyState, ProgressBar, QueryState } from '../../../ui/index.js';
import { usePublicaciones } from './api/queries.js';

const COLOR_ESTADO: Record<Publicacion['estado'], string> = {
  'en-curso': 'bg-teal/15 text-teal',
  hecha: 'bg-panel-2 text-texto',
  error: 'bg-coral/15 text-coral',
};

function Corrida({ p }: { p: Publicacion }) {
  const fase = T.fases[p.fase];
  return (
    <li className="flex flex-col gap-1 border-t border-borde py-3 text-sm first:border-t-0">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <p className="font-medium">
          {formatFechaHora(p.fecha)} · {p.automatica ? T.automatica : T.manual}
        </p>
        <span className={cn('rounded px-2 py-0.5 text-xs font-semibold', COLOR_ESTADO[p.estado])}>
          {T.estados[p.estado]}
        </span>
      </div>
      <p className="text-tenue">
        {T.alcances[p.alcance]} · {T.por(p.usuario)}
      </p>
      {p.estado === 'en-curso' ? (
        p.total > 0 ? (
          <>
            <p>{T.progreso(fase, formatNumero(p.hechas), formatNumero(p.total))}</p>
            <ProgressBar
              value={p.hechas}
              max={p.total}
              label={fase}
              valueText={T.progreso(fase, formatNumero(p.hechas), formatNumero(p.total))}
            />
          </>
        ) : (
          <p role="status">{fase}</p>
        )
      ) : p.estado === 'hecha' ? (
        <p>
          {T.cuentas(formatNumero(p.escritos), formatNumero(p.sinCambios), formatNumero(p.retirados))} ·{' '}
          {T.bytes(formatTamano(p.bytes))} · {T.mesas(formatNumero(p.mesas))}
        </p>
      ) : (
        <p className="text-coral">{p.error}</p>
      )}
    </li>
  );
}

/** The runs, newest first, the one in progress with its progress (read every second meanwhile). */
export function PublicacionesList() {
  const corridas = usePublicaciones();
  return (
    <Card title={T.corridas}>
      <QueryState query={corridas}>
        {(lista) =>
          lista.length === 0 ? (
            <EmptyState title={T.sinCorridas} />
          ) : (
            <ul aria-label={T.corridas}>
              {lista.map((p) => (
                <Corrida key={p.id} p={p} />
              ))}
            </ul>
          )
        }
      </QueryState>
    </Card>
  );
}
