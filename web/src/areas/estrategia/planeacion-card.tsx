import { ESTRATEGIAS_RECIENTES, formatFechaCorta, TEXTOS_ESTRATEGIA } from '@comando/contract';
import { useState } from 'react';
import { ClickableCard, QueryState } from '../../ui/index.js';
import { useEstrategias } from './api/queries.js';
import retrato from './candidato.svg';
import { PlaneacionDialog } from './planeacion-dialog.js';

const T = TEXTOS_ESTRATEGIA.planeacion;

/** Planeación: the candidate and the three most recent strategies. */
export function PlaneacionCard() {
  const estrategias = useEstrategias();
  const [open, setOpen] = useState(false);
  return (
    // Spec areas.md §2: clicking the card opens 'Estrategia y Planeación'.
    <ClickableCard aria-label={T.titulo} title={T.titulo} onOpen={() => setOpen(true)}>
      <div className="mb-3 flex items-center gap-3">
        <img src={retrato} alt={T.retrato} className="h-16 w-16 rounded-full border-2 border-teal" />
        <p className="font-semibold">{T.candidato}</p>
      </div>
      <QueryState query={estrategias}>
        {(lista) =>
          lista.length === 0 ? (
            <p className="text-sm text-tenue">{T.sinEstrategias}</p>
          ) : (
            <ul className="flex flex-col gap-2" aria-label={T.guardadas}>
              {lista.slice(0, ESTRATEGIAS_RECIENTES).map((e) => (
                <li key={e.id} className="rounded-md bg-panel-2 px-3 py-2 text-sm">
                  <p className="line-clamp-2">{e.descripcion}</p>
                  <p className="mt-1 text-xs text-tenue">{formatFechaCorta(e.fecha)}</p>
                </li>
              ))}
            </ul>
          )
        }
      </QueryState>
      <PlaneacionDialog open={open} onOpenChange={setOpen} />
    </ClickableCard>
  );
}
