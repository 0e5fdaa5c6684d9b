import { ETIQUETA_TIPO_INCIDENTE, TEXTOS_DIA_D as T } from '@comando/contract/dia-d-textos';
import type { Yo } from './api.js';
import { recordado } from './borrador.js';
import { h, hora } from './dom.js';

// The delegate's mesa: the access code before it, then the mesa, the arrival and the reports sent.

export function pantallaCodigo(entrar: (codigo: string) => void): HTMLElement {
  const input = recordado(
    h('input', {
      id: 'codigo',
      name: 'codigo',
      autocomplete: 'one-time-code',
      autocapitalize: 'characters',
      required: true,
    }),
  );
  return h(
    'section',
    {},
    h(
      'form',
      {
        submit: (e) => {
          e.preventDefault();
          entrar(input.value);
        },
      },
      h('label', { for: 'codigo' }, T.ingreseCodigo),
      input,
      h('button', { type: 'submit' }, T.entrar),
    ),
  );
}

export function seccionMesa(y: Yo): HTMLElement {
  const m = y.mesa;
  return h(
    'section',
    { 'aria-labelledby': 'tu-mesa' },
    h('h2', { id: 'tu-mesa' }, T.tuMesa),
    h('p', { class: 'ok' }, `${T.mesa} ${m.numero} · ${m.codigo}`),
    h('p', {}, m.recinto.nombre),
    h('p', { class: 'tenue' }, `${m.recinto.municipio} · ${y.nombre}`),
  );
}

/** "Estoy en mi mesa", or the time of arrival (the server's, or this phone's while queued). */
export function seccionLlegada(llegada: string | null, llegar: () => void): HTMLElement {
  return h(
    'section',
    {},
    llegada
      ? h('p', { class: 'ok', role: 'status' }, T.llegadaRegistrada(hora.format(new Date(llegada))))
      : h('button', { type: 'button', class: 'grande', click: llegar }, T.estoyEnMiMesa),
  );
}

export function seccionMisIncidentes(y: Yo): HTMLElement | null {
  if (y.incidentes.length === 0) return null;
  return h(
    'section',
    { 'aria-labelledby': 'mis-reportes' },
    h('h2', { id: 'mis-reportes' }, T.misIncidentes),
    h(
      'ul',
      {},
      ...y.incidentes.map((i) =>
        h(
          'li',
          {},
          `${hora.format(new Date(i.creadoEn))} · ${ETIQUETA_TIPO_INCIDENTE[i.tipo]} · ${T.enviado}`,
        ),
      ),
    ),
  );
}
