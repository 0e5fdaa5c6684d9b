import { useCallback, useEffect, useRef } from 'react';

/** Stagger of the entrance animation between items (spec: 100 ms per item). */
const PASO_ENTRADA_MS = 100;
const DURACION_MS = 300;

function prefiereMenosMovimiento(): boolean {
  return (
    typeof window.matchMedia === 'function' && window.matchMedia('(prefers-reduced-motion: reduce)').matches
  );
}

/**
 * Staggered entrance of list items: the items shown when the list first loads,
 * and items that arrive later (a new aviso), fade in 100 ms apart. Items that
 * only come into view by scrolling a virtualised list do not animate, and
 * nothing moves when the user prefers reduced motion.
 */
export function useEntradaEscalonada<T extends { id: string }>(items: readonly T[] | undefined) {
  const previos = useRef<Set<string> | null>(null);
  const animados = useRef(new Set<string>());
  const tanda = useRef({ inicio: 0, n: 0 });

  const listaVista = useRef<readonly T[] | null>(null);

  // After each commit, the ids on hand become "known". The first time, wait until
  // the virtualiser has actually mounted rows (its first pass renders none).
  useEffect(() => {
    if (!items || listaVista.current === items) return;
    if (previos.current === null && items.length > 0 && animados.current.size === 0) return;
    previos.current = new Set(items.map((i) => i.id));
    listaVista.current = items;
  });

  return useCallback((el: HTMLElement | null, id: string) => {
    if (!el || animados.current.has(id)) return;
    animados.current.add(id);
    const conocido = previos.current?.has(id) ?? false;
    if (conocido || prefiereMenosMovimiento() || typeof el.animate !== 'function') return;
    const ahora = performance.now();
    // Items mounted in the same commit form one staggered batch.
    if (ahora - tanda.current.inicio > 50) tanda.current = { inicio: ahora, n: 0 };
    const delay = tanda.current.n++ * PASO_ENTRADA_MS;
    el.animate(
      [
        { opacity: 0, transform: 'translateY(6px)' },
        { opacity: 1, transform: 'none' },
      ],
      { duration: DURACION_MS, delay, easing: 'ease-out', fill: 'backwards' },
    );
  }, []);
}
