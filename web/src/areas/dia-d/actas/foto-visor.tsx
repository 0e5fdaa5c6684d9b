import { TEXTOS_VISOR_FOTO as T } from '@comando/contract';
import { ExternalLink, MoveHorizontal, RotateCcw, RotateCw, Undo2, ZoomIn, ZoomOut } from 'lucide-react';
import { useEffect, useId, useRef, useState, type KeyboardEvent, type PointerEvent } from 'react';
import { cn, IconButton } from '../../../ui/index.js';
import {
  acercar,
  ajustarAncho,
  girar,
  mover,
  PASO_TECLA,
  PASO_ZOOM,
  porcentaje,
  transformacion,
  VISTA_INICIAL,
  ZOOM_MAX,
  ZOOM_MIN,
  type Medidas,
  type Vista,
} from './foto-visor-vista.js';
import { conEleccion } from '../../../api/eleccion-elegida.js';

const SIN_MEDIDAS: Medidas = { foto: { ancho: 0, alto: 0 }, marco: { ancho: 0, alto: 0 } };

type Punto = { x: number; y: number };
const distancia = (a: Punto, b: Punto) => Math.hypot(a.x - b.x, a.y - b.y);
const medio = (a: Punto, b: Punto) => ({ x: (a.x + b.x) / 2, y: (a.y + b.y) / 2 });

function medidasDe(img: HTMLImageElement | null, div: HTMLDivElement | null): Medidas | null {
  if (!img || !div) return null;
  return {
    foto: { ancho: img.naturalWidth, alto: img.naturalHeight },
    marco: { ancho: div.clientWidth, alto: div.clientHeight },
  };
}

/** A point of the screen relative to the frame's centre. */
function relativoAlCentro(div: HTMLDivElement | null, x: number, y: number): Punto {
  const r = div?.getBoundingClientRect();
  return r ? { x: x - r.left - r.width / 2, y: y - r.top - r.height / 2 } : { x: 0, y: 0 };
}

/**
 * A photo a transcriber can read: zoom (buttons, wheel, pinch, + / −), pan (drag, arrows),
 * quarter turns, fit to width and reset. The frame clips the photo, so the page never
 * scrolls sideways; the transform does not animate when the user prefers reduced motion.
 */
export function FotoVisor({ src: ruta, alt, className }: { src: string; alt: string; className?: string }) {
  // The photo of the election this tab reads (issue 45).
  const src = conEleccion(ruta);
  const marco = useRef<HTMLDivElement>(null);
  const foto = useRef<HTMLImageElement>(null);
  const ayudaId = useId();
  const [vista, setVista] = useState<Vista>(VISTA_INICIAL);
  const [medidas, setMedidas] = useState<Medidas>(SIN_MEDIDAS);
  const [moviendo, setMoviendo] = useState(false);
  const [fallo, setFallo] = useState(false);
  const punteros = useRef(new Map<number, Punto>());

  const medir = () => {
    const m = medidasDe(foto.current, marco.current);
    if (m) setMedidas(m);
  };

  // The frame follows the window (a phone turned, a sidebar closed): fit again.
  useEffect(() => {
    const div = marco.current;
    const volverAMedir = () => {
      const m = medidasDe(foto.current, div);
      if (m) setMedidas(m);
    };
    if (foto.current?.complete) volverAMedir();
    if (typeof ResizeObserver === 'undefined' || !div) return;
    const observador = new ResizeObserver(volverAMedir);
    observador.observe(div);
    return () => observador.disconnect();
  }, []);

  const relativo = (x: number, y: number) => relativoAlCentro(marco.current, x, y);

  // The wheel zooms around the cursor; React's wheel listener is passive, so it could not stop
  // the page from scrolling at the same time.
  useEffect(() => {
    const div = marco.current;
    if (!div) return;
    const alGirarRueda = (e: WheelEvent) => {
      e.preventDefault();
      const factor = Math.exp(-Math.max(-100, Math.min(100, e.deltaY)) * 0.002);
      const punto = relativoAlCentro(div, e.clientX, e.clientY);
      setVista((v) => acercar(v, medidas, factor, punto));
    };
    div.addEventListener('wheel', alGirarRueda, { passive: false });
    return () => div.removeEventListener('wheel', alGirarRueda);
  }, [medidas]);

  const alPresionar = (e: PointerEvent<HTMLDivElement>) => {
    if (e.pointerType === 'mouse' && e.button !== 0) return;
    e.currentTarget.setPointerCapture?.(e.pointerId);
    punteros.current.set(e.pointerId, { x: e.clientX, y: e.clientY });
    setMoviendo(true);
  };

  const alMover = (e: PointerEvent<HTMLDivElement>) => {
    const lista = punteros.current;
    const antes = lista.get(e.pointerId);
    if (!antes) return;
    const ahora = { x: e.clientX, y: e.clientY };
    const otro = [...lista.entries()].find(([id]) => id !== e.pointerId)?.[1];
    lista.set(e.pointerId, ahora);
    if (!otro) {
      setVista((v) => mover(v, medidas, ahora.x - antes.x, ahora.y - antes.y));
      return;
    }
    // Two fingers: the change of their distance zooms around their midpoint, which also pans.
    const d0 = distancia(antes, otro);
    if (d0 === 0) return;
    const m0 = medio(antes, otro);
    const m1 = medio(ahora, otro);
    const punto = relativo(m1.x, m1.y);
    setVista((v) =>
      mover(acercar(v, medidas, distancia(ahora, otro) / d0, punto), medidas, m1.x - m0.x, m1.y - m0.y),
    );
  };

  const alSoltar = (e: PointerEvent<HTMLDivElement>) => {
    punteros.current.delete(e.pointerId);
    if (punteros.current.size === 0) setMoviendo(false);
  };

  const alTeclear = (e: KeyboardEvent<HTMLDivElement>) => {
    const paso: Record<string, [number, number]> = {
      ArrowLeft: [PASO_TECLA, 0],
      ArrowRight: [-PASO_TECLA, 0],
      ArrowUp: [0, PASO_TECLA],
      ArrowDown: [0, -PASO_TECLA],
    };
    const desplazar = paso[e.key];
    if (desplazar) setVista((v) => mover(v, medidas, ...desplazar));
    else if (e.key === '+' || e.key === '=') setVista((v) => acercar(v, medidas, PASO_ZOOM));
    else if (e.key === '-') setVista((v) => acercar(v, medidas, 1 / PASO_ZOOM));
    else if (e.key === '0') setVista(VISTA_INICIAL);
    else return;
    e.preventDefault();
  };

  return (
    <div className={cn('flex min-w-0 flex-col gap-2', className)}>
      <div role="group" aria-label={T.controles} className="flex flex-wrap items-center gap-0.5">
        <IconButton
          label={T.alejar}
          disabled={vista.zoom <= ZOOM_MIN}
          onClick={() => setVista((v) => acercar(v, medidas, 1 / PASO_ZOOM))}
        >
          <ZoomOut size={18} aria-hidden="true" />
        </IconButton>
        <output aria-label={T.zoom} aria-live="polite" className="min-w-12 text-center text-sm tabular-nums">
          {porcentaje(vista)}
        </output>
        <IconButton
          label={T.acercar}
          disabled={vista.zoom >= ZOOM_MAX}
          onClick={() => setVista((v) => acercar(v, medidas, PASO_ZOOM))}
        >
          <ZoomIn size={18} aria-hidden="true" />
        </IconButton>
        <IconButton label={T.girarIzquierda} onClick={() => setVista((v) => girar(v, -1))}>
          <RotateCcw size={18} aria-hidden="true" />
        </IconButton>
        <IconButton label={T.girarDerecha} onClick={() => setVista((v) => girar(v, 1))}>
          <RotateCw size={18} aria-hidden="true" />
        </IconButton>
        <IconButton label={T.ajustarAncho} onClick={() => setVista((v) => ajustarAncho(v, medidas))}>
          <MoveHorizontal size={18} aria-hidden="true" />
        </IconButton>
        <IconButton label={T.restablecer} onClick={() => setVista(VISTA_INICIAL)}>
          <Undo2 size={18} aria-hidden="true" />
        </IconButton>
        <a
          href={src}
          target="_blank"
          rel="noreferrer"
          aria-label={T.abrirOriginal}
          title={T.abrirOriginal}
          className="inline-flex h-8 w-8 items-center justify-center rounded-md text-tenue hover:bg-panel-2 hover:text-texto"
        >
          <ExternalLink size={18} aria-hidden="true" />
        </a>
      </div>
      <div
        ref={marco}
        role="group"
        aria-label={T.visor(alt)}
        aria-describedby={ayudaId}
        tabIndex={0}
        onKeyDown={alTeclear}
        onPointerDown={alPresionar}
        onPointerMove={alMover}
        onPointerUp={alSoltar}
        onPointerCancel={alSoltar}
        className={cn(
          'relative h-[60vh] max-h-[48rem] min-h-64 w-full touch-none overflow-hidden rounded-lg border border-borde bg-white select-none focus-visible:outline-2 focus-visible:outline-teal',
          moviendo ? 'cursor-grabbing' : 'cursor-grab',
        )}
      >
        <img
          ref={foto}
          src={src}
          alt={alt}
          draggable={false}
          onLoad={medir}
          onError={() => setFallo(true)}
          style={{ transform: transformacion(vista, medidas) }}
          className={cn(
            'absolute top-1/2 left-1/2 max-w-none origin-center',
            // Hidden until its size is known, so it never flashes at full size; a broken one shows its alt.
            medidas.foto.ancho === 0 && !fallo && 'invisible',
            !moviendo && 'motion-safe:transition-transform motion-safe:duration-150',
          )}
        />
      </div>
      <p id={ayudaId} className="text-xs text-tenue">
        {T.ayuda}
      </p>
    </div>
  );
}
