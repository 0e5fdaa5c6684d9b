import { TEXTOS_AVISOS, type Aviso } from '@comando/contract';
import { useVirtualizer } from '@tanstack/react-virtual';
import { useEffect, useRef } from 'react';
import { AvisoItem } from './aviso-item.js';
import { useEntradaEscalonada } from './use-entrada-escalonada.js';

/** Height of the scrolling panel (spec: 280px). */
const ALTO_PANEL_PX = 280;

/** Rows before the end of what is loaded at which the next page is asked for. */
const ANTICIPO_FILAS = 20;

/**
 * The avisos, newest first, in a 280px scrolling panel. Only the rows in view
 * are in the DOM, so 10,000 avisos scroll as smoothly as ten; the next page is
 * read as the scroll nears the end of the loaded ones.
 */
export function AvisosList({
  avisos,
  total,
  hayMas,
  cargandoMas,
  onCargarMas,
}: {
  avisos: Aviso[];
  /** Every aviso on the server, loaded or not (for assistive technology's "n of total"). */
  total: number;
  hayMas: boolean;
  cargandoMas: boolean;
  onCargarMas: () => void;
}) {
  const scrollRef = useRef<HTMLDivElement>(null);
  // eslint-disable-next-line react-hooks/incompatible-library -- the virtualiser is read in render only
  const virtualizer = useVirtualizer({
    // One more row while more can be read: it shows that they are on their way.
    count: avisos.length + (hayMas ? 1 : 0),
    getScrollElement: () => scrollRef.current,
    estimateSize: () => 84,
    overscan: 6,
    gap: 8,
    getItemKey: (index) => avisos[index]?.id ?? index,
  });
  const entrada = useEntradaEscalonada(avisos);
  const filas = virtualizer.getVirtualItems();
  const ultimaVisible = filas[filas.length - 1]?.index ?? -1;
  useEffect(() => {
    if (hayMas && !cargandoMas && ultimaVisible >= avisos.length - ANTICIPO_FILAS) onCargarMas();
  }, [hayMas, cargandoMas, ultimaVisible, avisos.length, onCargarMas]);

  return (
    <div ref={scrollRef} className="overflow-y-auto pr-1" style={{ height: ALTO_PANEL_PX }}>
      <ul
        aria-label={TEXTOS_AVISOS.lista}
        className="relative w-full"
        style={{ height: virtualizer.getTotalSize() }}
      >
        {filas.map((row) => {
          const aviso = avisos[row.index];
          if (!aviso) {
            return (
              <li
                key={row.key}
                role="none"
                data-index={row.index}
                ref={virtualizer.measureElement}
                className="absolute top-0 left-0 w-full"
                style={{ transform: `translateY(${row.start}px)` }}
              >
                <p role="status" className="px-3 py-2 text-sm text-tenue">
                  {TEXTOS_AVISOS.cargandoMas}
                </p>
              </li>
            );
          }
          return (
            <li
              key={row.key}
              data-index={row.index}
              aria-setsize={total}
              aria-posinset={row.index + 1}
              ref={(el) => {
                virtualizer.measureElement(el);
                entrada(el, aviso.id);
              }}
              className="absolute top-0 left-0 w-full"
              style={{ transform: `translateY(${row.start}px)` }}
            >
              <AvisoItem aviso={aviso} />
            </li>
          );
        })}
      </ul>
    </div>
  );
}
