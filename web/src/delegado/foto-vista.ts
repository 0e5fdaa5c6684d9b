import { TEXTOS_CELULAR as TC } from '@comando/contract/celular-textos';
import { h } from './dom.js';
import { preparada } from './foto.js';

// The prepared photo shown before it is sent (issue 44): the delegate sees what HQ will see,
// its size and that the location is gone, and takes another photo if the figures do not read.

/** One object URL per field, released when another photo is chosen in it. */
const urls = new Map<string, { foto: Blob; url: string }>();

function urlDe(campo: string, foto: Blob): string {
  const actual = urls.get(campo);
  if (actual?.foto === foto) return actual.url;
  if (actual) URL.revokeObjectURL(actual.url);
  const url = URL.createObjectURL(foto);
  urls.set(campo, { foto, url });
  return url;
}

/** The preview of the photo chosen in `input`: drawn as soon as it is prepared, and after a redraw. */
export function vistaPrevia(input: HTMLInputElement, textos: { alt: string; ilegible: string }): HTMLElement {
  const caja = h('div', { class: 'vista-previa' });
  const mostrar = async () => {
    const archivo = input.files?.[0];
    if (!archivo) {
      caja.replaceChildren();
      return;
    }
    caja.replaceChildren(h('p', { class: 'tenue', role: 'status' }, TC.preparandoFoto));
    const r = await preparada(archivo);
    // Another photo was chosen meanwhile: its own preview is on its way.
    if (input.files?.[0] !== archivo) return;
    if (!r) {
      // Said again by the form's alert if it is sent as it is.
      caja.replaceChildren(h('p', { class: 'error' }, textos.ilegible));
      return;
    }
    caja.replaceChildren(
      h('p', { class: 'ok' }, TC.fotoPreparada),
      h('img', {
        src: urlDe(input.id, r.foto),
        alt: textos.alt,
        width: String(r.ancho),
        height: String(r.alto),
        class: 'foto-preparada',
      }),
      h('p', { class: 'tenue' }, TC.detalleFoto(r.ancho, r.alto, r.foto.size, r.original)),
      h('p', { class: 'tenue' }, TC.fotoBorrosa),
    );
  };
  input.addEventListener('change', () => void mostrar());
  void mostrar();
  return caja;
}
