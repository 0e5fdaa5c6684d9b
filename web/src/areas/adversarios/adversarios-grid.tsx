import { TEXTOS_ADVERSARIOS, type Adversario } from '@comando/contract';
import { useVirtualizer } from '@tanstack/react-virtual';
import { useEffect, useRef, useState } from 'react';
import { AdversarioCard } from './adversario-card.js';

/** Columns of cards for a width (matches a 1/2/3-column responsive grid). */
function columnasPara(ancho: number): number {
  if (ancho >= 900) return 3;
  if (ancho >= 560) return 2;
  return 1;
}

/**
 * Adversary cards in a scrolling grid. Rows of cards are virtualised, so only
 * the rows in view are in the DOM even with 10,000 adversaries.
 */
export function AdversariosGrid({ adversarios }: { adversarios: Adversario[] }) {
  const scrollRef = useRef<HTMLDivElement>(null);
  const [columnas, setColumnas] = useState(1);

  useEffect(() => {
    const el = scrollRef.current;
    if (!el || typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(([entry]) => {
      if (entry) setColumnas(columnasPara(entry.contentRect.width));
    });
    observer.observe(el);
    return () => observer.disconnect();
  }, []);

  const filas = Math.ceil(adversarios.length / columnas);
  // eslint-disable-next-line react-hooks/incompatible-library -- the virtualiser is read in render only
  const virtualizer = useVirtualizer({
    count: filas,
    getScrollElement: () => scrollRef.current,
    estimateSize: () => 150,
    overscan: 3,
    gap: 12,
  });

  return (
    <div ref={scrollRef} className="max-h-[560px] overflow-y-auto pr-1">
      <div
        role="list"
        aria-label={TEXTOS_ADVERSARIOS.lista}
        className="relative w-full"
        style={{ height: virtualizer.getTotalSize() }}
      >
        {virtualizer.getVirtualItems().map((fila) => (
          <div
            key={fila.key}
            data-index={fila.index}
            ref={virtualizer.measureElement}
            role="presentation"
            className="absolute top-0 left-0 grid w-full gap-3"
            style={{
              transform: `translateY(${fila.start}px)`,
              gridTemplateColumns: `repeat(${columnas}, minmax(0, 1fr))`,
            }}
          >
            {adversarios
              .slice(fila.index * columnas, fila.index * columnas + columnas)
              .map((adversario, i) => (
                <div
                  role="listitem"
                  key={adversario.id}
                  aria-setsize={adversarios.length}
                  aria-posinset={fila.index * columnas + i + 1}
                >
                  <AdversarioCard adversario={adversario} />
                </div>
              ))}
          </div>
        ))}
      </div>
    </div>
  );
}
