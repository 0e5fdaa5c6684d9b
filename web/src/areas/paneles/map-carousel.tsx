import {
  CARRUSEL_INTERVALO_MS,
  CARRUSEL_ZOOM,
  type PanelMapas,
  TEXTOS_PANELES as TP,
} from '@comando/contract';
import { ChevronLeft, ChevronRight } from 'lucide-react';
import { useEffect, useState, type KeyboardEvent } from 'react';
import { cn, IconButton } from '../../ui/index.js';
import mapa20 from './assets/mapa-20.svg';
import mapa21 from './assets/mapa-21.svg';
import mapa22 from './assets/mapa-22.svg';
import mapa23 from './assets/mapa-23.svg';

/** Bundled map images by map id (no outside host). */
const IMAGENES: Record<number, string> = { 20: mapa20, 21: mapa21, 22: mapa22, 23: mapa23 };

function prefiereMenosMovimiento(): boolean {
  return (
    typeof window !== 'undefined' && window.matchMedia?.('(prefers-reduced-motion: reduce)').matches === true
  );
}

/**
 * Constituency map carousel (spec §2, §9): auto-advances every 12 s while
 * auto-play is on; previous, next or a dot stops it for good; clicking the image
 * toggles a 1.5× zoom and also stops it. No auto-advance with reduced motion.
 */
export function MapCarousel({ mapas }: { mapas: PanelMapas['mapas'] }) {
  const [indice, setIndice] = useState(0);
  const [autoplay, setAutoplay] = useState(() => !prefiereMenosMovimiento());
  const [zoom, setZoom] = useState(false);
  const total = mapas.length;

  useEffect(() => {
    if (!autoplay || total < 2) return;
    const id = window.setInterval(() => setIndice((i) => (i + 1) % total), CARRUSEL_INTERVALO_MS);
    return () => window.clearInterval(id);
  }, [autoplay, total]);

  if (total === 0) return null;
  const actual = mapas[Math.min(indice, total - 1)] ?? mapas[0]!;
  const ir = (i: number) => {
    setAutoplay(false);
    setIndice(((i % total) + total) % total);
  };
  const onKeyDown = (e: KeyboardEvent<HTMLDivElement>) => {
    if (e.key === 'ArrowLeft') {
      e.preventDefault();
      ir(indice - 1);
    } else if (e.key === 'ArrowRight') {
      e.preventDefault();
      ir(indice + 1);
    }
  };

  return (
    <div
      role="group"
      aria-roledescription="carrusel"
      aria-label={TP.mapas}
      onKeyDown={onKeyDown}
      className="flex flex-col gap-3"
    >
      <div
        aria-live={autoplay ? 'off' : 'polite'}
        aria-atomic="true"
        className="flex items-baseline justify-between gap-2"
      >
        <h3 className="text-sm font-semibold text-texto">{actual.titulo}</h3>
        <p className="text-xs text-tenue">{TP.mapaDeTotal(indice + 1, total)}</p>
      </div>
      <div className="overflow-hidden rounded-lg border border-borde bg-panel-2">
        <button
          type="button"
          aria-pressed={zoom}
          aria-label={TP.ampliarMapa(zoom, actual.id, actual.titulo)}
          onClick={() => {
            setAutoplay(false);
            setZoom((z) => !z);
          }}
          className={cn('block w-full', zoom ? 'cursor-zoom-out' : 'cursor-zoom-in')}
        >
          <img
            src={IMAGENES[actual.id] ?? mapa20}
            alt={TP.imagenMapa(actual.id, actual.titulo)}
            data-zoom={zoom ? CARRUSEL_ZOOM : 1}
            style={{ transform: `scale(${zoom ? CARRUSEL_ZOOM : 1})` }}
            className="aspect-[4/3] w-full object-cover transition-transform duration-300 motion-reduce:transition-none"
          />
        </button>
      </div>
      <div className="flex items-center justify-between gap-2">
        <IconButton label={TP.mapaAnterior} onClick={() => ir(indice - 1)}>
          <ChevronLeft size={18} aria-hidden="true" />
        </IconButton>
        <div className="flex gap-1">
          {mapas.map((m, i) => (
            <button
              key={m.id}
              type="button"
              aria-label={TP.mostrarMapa(i + 1, m.titulo)}
              aria-current={i === indice ? 'true' : undefined}
              onClick={() => ir(i)}
              // 24 × 24 px target (WCAG 2.2 target size) around a 12 px dot.
              className="group inline-flex h-6 w-6 items-center justify-center rounded-full"
            >
              <span
                aria-hidden="true"
                className={cn(
                  'h-3 w-3 rounded-full border border-teal',
                  i === indice ? 'bg-teal' : 'bg-transparent group-hover:bg-teal/40',
                )}
              />
            </button>
          ))}
        </div>
        <IconButton label={TP.mapaSiguiente} onClick={() => ir(indice + 1)}>
          <ChevronRight size={18} aria-hidden="true" />
        </IconButton>
      </div>
      <p className="text-xs text-tenue">{autoplay ? TP.autoplayActivo : TP.autoplayDetenido}</p>
    </div>
  );
}
