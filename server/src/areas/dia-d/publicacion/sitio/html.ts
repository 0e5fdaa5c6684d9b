import { TEXTOS_SITIO as T } from '@comando/contract';

/**
 * HTML of the public site written safely (issue 46): `html\`…\`` escapes every value put into
 * it (names of recintos and municipios come from an imported file, the title and statement from
 * an admin) but the pieces it made itself.
 */
export class Html {
  constructor(readonly texto: string) {}
  toString(): string {
    return this.texto;
  }
}

const ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

const escapar = (s: string) => s.replace(/[&<>"']/g, (c) => ESCAPES[c] as string);

type Pieza = string | number | Html | null | undefined | false | readonly Pieza[];

function pieza(v: Pieza): string {
  if (v === null || v === undefined || v === false) return '';
  if (v instanceof Html) return v.texto;
  if (typeof v === 'object') return v.map(pieza).join('');
  return escapar(String(v));
}

export function html(partes: TemplateStringsArray, ...valores: Pieza[]): Html {
  let s = partes[0] ?? '';
  for (let i = 0; i < valores.length; i++) s += pieza(valores[i]) + (partes[i + 1] ?? '');
  return new Html(s);
}

/** A text with blank lines between paragraphs and single line breaks inside them. */
export function parrafos(texto: string): Html[] {
  return texto
    .split(/\r?\n\s*\r?\n/)
    .map((p) => p.trim())
    .filter(Boolean)
    .map((p) => html`<p>${p.split(/\r?\n/).map((linea, i) => (i === 0 ? linea : html`<br />${linea}`))}</p>`);
}

/**
 * A whole page: `base` is the way back to the site's root from the page (`''` or `'../'`). The
 * templates are indented for reading (prettier formats them as HTML); the page leaves without the
 * indentation, a run of white space renders as one space anyway, and on 3G every kilobyte counts.
 */
export function documento(p: {
  titulo: string;
  sitio: string;
  base: string;
  cuerpo: Html;
  descripcion: string;
  script?: boolean;
}): string {
  return html`<!doctype html>
    <html lang="${T.idioma}">
      <head>
        <meta charset="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <title>${p.titulo}</title>
        <meta name="description" content="${p.descripcion}" />
        <link rel="stylesheet" href="${p.base}sitio.css" />
      </head>
      <body>
        <header class="cabecera"><a href="${p.base}index.html">${p.sitio}</a></header>
        <main id="contenido">${p.cuerpo}</main>
        <footer class="pie">
          <p>${T.pie}</p>
          <p>
            <a href="${p.base}actas.csv">actas.csv</a> · <a href="${p.base}hashes.txt">hashes.txt</a> ·
            <a href="${p.base}reemplazadas.csv">reemplazadas.csv</a>
          </p>
        </footer>
        ${p.script ? html`<script src="${p.base}sitio.js" defer></script> ` : ''}
      </body>
    </html> `.texto
    .replace(/\n[ \t]+/g, '\n')
    .trimEnd()
    .concat('\n');
}
