import { TEXTOS_ARCHIVO } from '@comando/contract/archivos-textos';
import { recordado } from './borrador.js';

/** What `h` appends: a node, a text, or nothing (null/false, for conditional children). */
export type Hijo = Node | string | null | false;

/** An element with its attributes, listeners (function values) and children. */
export function h<K extends keyof HTMLElementTagNameMap>(
  tag: K,
  attrs: Record<string, string | boolean | ((e: Event) => void)> = {},
  ...hijos: Hijo[]
): HTMLElementTagNameMap[K] {
  const el = document.createElement(tag);
  for (const [k, v] of Object.entries(attrs)) {
    if (typeof v === 'function') el.addEventListener(k, v);
    else if (v === true) el.setAttribute(k, '');
    else if (v !== false) el.setAttribute(k, v);
  }
  for (const c of hijos) if (c !== null && c !== false) el.append(c);
  return el;
}

/** Hours and minutes in La Paz, where the election is. */
export const hora = new Intl.DateTimeFormat('es-ES', {
  hour: '2-digit',
  minute: '2-digit',
  timeZone: 'America/La_Paz',
});

/**
 * A photo picker in Spanish whatever the phone's language (the kit's FileField, without React):
 * the field's name, a button-like "Elegir archivo" label over the real input (visually hidden,
 * still focusable and named by the field's label), the chosen file's name or "Ningún archivo
 * elegido", and the size limit. The browser's own "Choose File / No file chosen" never shows.
 */
export function campoFoto(
  id: string,
  etiqueta: string,
  maxBytes: number,
  attrs: Record<string, string | boolean>,
): { input: HTMLInputElement; nodos: Node[] } {
  const elegido = h('span', { id: `${id}-elegido`, class: 'elegido' }, TEXTOS_ARCHIVO.ninguno);
  const limite = h('p', { id: `${id}-limite`, class: 'tenue' }, TEXTOS_ARCHIVO.limite(maxBytes / 2 ** 20));
  const input = recordado(
    h('input', {
      ...attrs,
      id,
      name: id,
      type: 'file',
      class: 'oculto',
      'aria-labelledby': `${id}-etiqueta`,
      'aria-describedby': `${id}-elegido ${id}-limite`,
      change: () => {
        elegido.textContent = input.files?.[0]?.name ?? TEXTOS_ARCHIVO.ninguno;
      },
    }),
  );
  // A photo chosen before a redraw is still the one chosen.
  elegido.textContent = input.files?.[0]?.name ?? TEXTOS_ARCHIVO.ninguno;
  return {
    input,
    nodos: [
      h('label', { id: `${id}-etiqueta`, for: id }, etiqueta),
      h(
        'div',
        { class: 'archivo' },
        h('label', { for: id, class: 'elegir' }, TEXTOS_ARCHIVO.elegir, input),
        elegido,
      ),
      limite,
    ],
  };
}
