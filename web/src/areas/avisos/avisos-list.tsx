import { TEXTOS_AVISOS, type Aviso } from '@comando/contract';
import { useVirtualizer } from '@tanstack/react-virtual';
import { useRef } from 'react';
import { AvisoItem } from './aviso-item.js';
import { useEntradaEscalonada } from './use-entrada-escalonada.js';

/** Height of the scrolling panel (spec: 280px). */
const ALTO_PANEL_PX = 280;

/**
 * The avisos, newest first, in a 280px scrolling panel. Only the rows in view
 * are in the DOM, so 10,000 avisos scroll as smoothly as ten.
 */
export function AvisosList({ avisos, onEliminar }: { avisos: Aviso[]; onEliminar: (aviso: Aviso) => void }) {
  const scrollRef = useRef<HTMLDivElement>(null);
  // eslint-disable-next-line react-hooks/incompatible-library -- the virtualiser is read in render only
  const virtualizer = useVirtualizer({
    count: avisos.length,
    getScrollElement: () => scrollRef.current,
    estimateSize: () => 84,
    overscan: 6,
    gap: 8,
    getItemKey: (index) => avisos[index]?.id ?? index,
  });
  const entrada = useEntradaEscalonada(avisos);

  return (
    <div ref={scrollRef} className="overflow-y-auto pr-1" style={{ height: ALTO_PANEL_PX }}>
      <ul
        aria-label={TEXTOS_AVISOS.lista}
        className="relative w-full"
        style={{ height: virtualizer.getTotalSize() }}
      >
        {virtualizer.getVirtualItems().map((row) => {
          const aviso = avisos[row.index];
          if (!aviso) return null;
          return (
            <li
              key={row.key}
              data-index={row.index}
              aria-setsize={avisos.length}
              aria-posinset={row.index + 1}
              ref={(el) => {
                virtualizer.measureElement(el);
                entrada(el, aviso.id);
              }}
              className="absolute top-0 left-0 w-full"
              style={{ transform: `translateY(${row.start}px)` }}
            >
              <AvisoItem aviso={aviso} onEliminar={onEliminar} />
            </li>
          );
        })}
      </ul>
    </div>
  );
}
