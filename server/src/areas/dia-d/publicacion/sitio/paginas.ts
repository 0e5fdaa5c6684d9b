import {
  formatFechaHora,
  formatNumero,
  formatPorcentaje,
  nombreDepartamento,
  TEXTOS_SITIO as T,
} from '@comando/contract';
import { documento, html, parrafos, type Html } from './html.js';
import { diferencia, difiere, type MesaSitio, type PartidoSitio, type Sitio, type Votos } from './modelo.js';

/**
 * The site's two kinds of page (issue 46): the index (search, browse, totals, downloads) and one
 * page per mesa, which works without JavaScript: the acta's photo (zoomable with CSS alone), its
 * figures, its SHA-256 and arrival, the official figures beside them, replaced photos.
 */

const suma = (v: Votos) => Object.values(v.votos).reduce((a, b) => a + b, 0);
/** A difference with its sign: +5, −3 (the minus sign, as printed), 0. */
const conSigno = (n: number) => (n > 0 ? `+${formatNumero(n)}` : n < 0 ? `−${formatNumero(-n)}` : '0');

function filaPartido(p: PartidoSitio, celdas: Html[]): Html {
  return html`<tr>
    <th scope="row">
      <span class="color" style="background:${p.color}" aria-hidden="true"></span>${p.sigla}
      <span class="nombre">${p.nombre}</span>
    </th>
    ${celdas}
  </tr>`;
}

function tablaCifras(sitio: Sitio, m: MesaSitio): Html {
  const siglas = sitio.partidos.map((p) => p.sigla);
  const o = m.oficiales;
  const d = diferencia(siglas, m);
  const num = (n: number) => html`<td class="n">${formatNumero(n)}</td>`;
  const dif = (n: number) => html`<td class="n${n !== 0 ? ' dif' : ''}">${conSigno(n)}</td>`;
  const fila = (etiqueta: string, nuestra: number, oficial?: number, diferente?: number) =>
    html`<tr>
      <th scope="row">${etiqueta}</th>
      ${num(nuestra)}${o ? [num(oficial ?? 0), dif(diferente ?? 0)] : ''}
    </tr>`;
  const emitidos = (v: Votos) => suma(v) + v.blancos + v.nulos;
  return html`<table>
    <thead>
      <tr>
        <th scope="col">${T.partido}</th>
        <th scope="col" class="n">${T.nuestra}</th>
        ${
          o
            ? html`<th scope="col" class="n">${T.oficial}</th>
                <th scope="col" class="n">${T.diferencia}</th>`
            : ''
        }
      </tr>
    </thead>
    <tbody>
      ${sitio.partidos.map((p) => filaPartido(p, [num(m.nuestras.votos[p.sigla] ?? 0), ...(o && d ? [num(o.votos[p.sigla] ?? 0), dif(d.votos[p.sigla] ?? 0)] : [])]))}
      ${fila(T.validos, suma(m.nuestras), o ? suma(o) : undefined, o ? suma(o) - suma(m.nuestras) : undefined)}
      ${fila(T.blancos, m.nuestras.blancos, o?.blancos, d?.blancos)}
      ${fila(T.nulos, m.nuestras.nulos, o?.nulos, d?.nulos)}
      ${fila(T.emitidos, emitidos(m.nuestras), o ? emitidos(o) : undefined, o ? emitidos(o) - emitidos(m.nuestras) : undefined)}
    </tbody>
  </table>`;
}

export function paginaMesa(sitio: Sitio, m: MesaSitio): string {
  const siglas = sitio.partidos.map((p) => p.sigla);
  const foto = `../${m.foto.ruta}`;
  const departamento = nombreDepartamento(m.departamento);
  const estado = !m.oficiales ? T.sinOficial : difiere(siglas, m) ? T.difiereOficial : T.igualOficial;
  const cuerpo = html`<nav class="migas" aria-label="${T.ubicacion}">
      <ol>
        <li><a href="../index.html">${T.inicio}</a></li>
        <li>${departamento}</li>
        <li>${m.municipio}</li>
        <li>${m.recinto}</li>
      </ol>
    </nav>
    <h1>${T.mesa(m.codigo)}</h1>
    <p class="meta">${T.mesaDatos(m.numero, m.habilitados)}</p>
    <div class="acta">
      <section aria-labelledby="acta">
        <h2 id="acta">${T.nuestraActa}</h2>
        <div class="foto" id="foto">
          <img
            src="${foto}"
            width="${m.foto.ancho}"
            height="${m.foto.alto}"
            alt="${T.fotoAlt(m.codigo)}"
            loading="lazy"
            decoding="async"
          />
        </div>
        <p class="acciones">
          <a href="#foto">${T.ampliar}</a> · <a href="#acta">${T.reducir}</a> ·
          <a href="${foto}">${T.fotoCompleta}</a>
        </p>
        <dl class="datos">
          <dt>${T.recibida}</dt>
          <dd>${formatFechaHora(m.recibida)}</dd>
          <dt>${T.sha256}</dt>
          <dd class="sha">${m.foto.sha256}</dd>
        </dl>
      </section>
      <section aria-labelledby="cifras">
        <h2 id="cifras">${T.cifras}</h2>
        <p>${estado}</p>
        ${tablaCifras(sitio, m)}
        ${m.oficiales ? html`<p class="meta">${T.oficialSegun(formatFechaHora(m.oficiales.fecha))}</p>` : ''}
      </section>
    </div>
    ${
      m.anteriores.length > 0
        ? html`<h2>${T.anteriores}</h2>
            <p class="meta">${T.anterioresAyuda}</p>
            <ul class="lista">
              ${m.anteriores.map((a) => html`<li><span class="sha">${a.sha256}</span> — ${T.reemplazada(formatFechaHora(a.reemplazadaEn))}</li>`)}
            </ul>`
        : ''
    }
    <p><a href="../index.html">${T.volver}</a></p>`;
  return documento({
    titulo: `${T.mesa(m.codigo)} · ${sitio.titulo}`,
    sitio: sitio.titulo,
    base: '../',
    cuerpo,
    descripcion: `${T.mesa(m.codigo)} · ${m.recinto}, ${m.municipio} (${departamento})`,
  });
}

/** What the index totals: per department, and the votes of every published acta. */
export interface Resumen {
  departamentos: { id: string; actas: number; conDiferencia: number }[];
  votos: Record<string, number>;
  conOficial: boolean;
}

export function resumir(sitio: Sitio): Resumen {
  const siglas = sitio.partidos.map((p) => p.sigla);
  const deps = new Map<string, { id: string; actas: number; conDiferencia: number }>();
  const votos: Record<string, number> = Object.fromEntries(siglas.map((s) => [s, 0]));
  let conOficial = false;
  for (const m of sitio.mesas) {
    let d = deps.get(m.departamento);
    if (!d) deps.set(m.departamento, (d = { id: m.departamento, actas: 0, conDiferencia: 0 }));
    d.actas++;
    if (m.oficiales) conOficial = true;
    if (difiere(siglas, m)) d.conDiferencia++;
    for (const s of siglas) votos[s] = (votos[s] ?? 0) + (m.nuestras.votos[s] ?? 0);
  }
  const departamentos = [...deps.values()].sort((a, b) =>
    nombreDepartamento(a.id).localeCompare(nombreDepartamento(b.id), 'es'),
  );
  return { departamentos, votos, conOficial };
}

export function paginaInicio(sitio: Sitio, r: Resumen): string {
  const validos = Object.values(r.votos).reduce((a, b) => a + b, 0);
  const total = r.departamentos.reduce((a, d) => a + d.actas, 0);
  const totalDif = r.departamentos.reduce((a, d) => a + d.conDiferencia, 0);
  const opcion = (id: string) => html`<option value="${id}">${nombreDepartamento(id)}</option>`;
  const cuerpo = html`<h1>${sitio.titulo}</h1>
    <div class="declaracion">${parrafos(sitio.declaracion)}</div>
    <p class="meta">
      ${T.alcance[sitio.alcance]} ${T.actasPublicadas(total)} ${T.actualizado(formatFechaHora(sitio.fecha))}
    </p>
    <h2 id="buscar">${T.buscarTitulo}</h2>
    <div class="dos">
      <section aria-labelledby="por-codigo">
        <h3 id="por-codigo">${T.porCodigo}</h3>
        <form id="buscar-codigo" class="campos" action="#" novalidate>
          <label for="codigo">${T.codigo}</label>
          <input
            id="codigo"
            name="codigo"
            autocomplete="off"
            autocapitalize="characters"
            spellcheck="false"
            aria-describedby="codigo-ayuda"
          />
          <p id="codigo-ayuda" class="meta">${T.codigoAyuda}</p>
          <button type="submit">${T.buscar}</button>
          <p id="resultado-codigo" role="status"></p>
        </form>
      </section>
      <section aria-labelledby="por-lugar">
        <h3 id="por-lugar">${T.porLugar}</h3>
        <p id="sin-script" class="meta">${T.sinScript}</p>
        <div id="lugar" class="campos" hidden>
          <label for="dep">${T.departamento}</label>
          <select id="dep">
            <option value="">${T.elija}</option>
            ${r.departamentos.map((d) => opcion(d.id))}
          </select>
          <label for="mun">${T.municipio}</label>
          <select id="mun" disabled>
            <option value="">${T.elija}</option>
          </select>
          <label for="rec">${T.recinto}</label>
          <select id="rec" disabled>
            <option value="">${T.elija}</option>
          </select>
          <div id="mesas" aria-live="polite"></div>
        </div>
      </section>
    </div>
    <div class="dos">
      <section aria-labelledby="por-departamento">
        <h2 id="por-departamento">${T.porDepartamento}</h2>
        <table aria-labelledby="por-departamento">
          <thead>
            <tr>
              <th scope="col">${T.departamento}</th>
              <th scope="col" class="n">${T.actas}</th>
              ${r.conOficial ? html`<th scope="col" class="n">${T.conDiferencia}</th>` : ''}
            </tr>
          </thead>
          <tbody>
            ${r.departamentos.map(
              (d) =>
                html`<tr>
                  <th scope="row">${nombreDepartamento(d.id)}</th>
                  <td class="n">${formatNumero(d.actas)}</td>
                  ${r.conOficial ? html`<td class="n">${formatNumero(d.conDiferencia)}</td>` : ''}
                </tr>`,
            )}
          </tbody>
          <tfoot>
            <tr>
              <th scope="row">${T.total}</th>
              <td class="n">${formatNumero(total)}</td>
              ${r.conOficial ? html`<td class="n">${formatNumero(totalDif)}</td>` : ''}
            </tr>
          </tfoot>
        </table>
      </section>
      <section aria-labelledby="votos">
        <h2 id="votos">${T.votosTitulo}</h2>
        <table aria-labelledby="votos">
          <thead>
            <tr>
              <th scope="col">${T.partido}</th>
              <th scope="col" class="n">${T.votos}</th>
              <th scope="col" class="n">${T.porcentaje}</th>
            </tr>
          </thead>
          <tbody>
            ${sitio.partidos.map((p) => filaPartido(p, [html`<td class="n">${formatNumero(r.votos[p.sigla] ?? 0)}</td>`, html`<td class="n">${validos > 0 ? formatPorcentaje(((r.votos[p.sigla] ?? 0) / validos) * 100) : '—'}</td>`]))}
          </tbody>
        </table>
      </section>
    </div>
    <h2>${T.verificarTitulo}</h2>
    <p>${T.verificarTexto}</p>
    <h2>${T.descargas}</h2>
    <ul class="lista">
      <li><a href="actas.csv">${T.csv}</a></li>
      <li><a href="hashes.txt">${T.hashes}</a></li>
      <li><a href="reemplazadas.csv">${T.reemplazadasCsv}</a></li>
    </ul>`;
  return documento({
    titulo: sitio.titulo,
    sitio: sitio.titulo,
    base: '',
    cuerpo,
    descripcion: `${T.alcance[sitio.alcance]} ${T.actasPublicadas(total)}`,
    script: true,
  });
}
