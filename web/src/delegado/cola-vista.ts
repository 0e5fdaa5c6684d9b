import { TEXTOS_CELULAR as TC } from '@comando/contract/celular-textos';
import { ETIQUETA_TIPO_INCIDENTE } from '@comando/contract/dia-d-textos';
import type { Pendiente } from './cola.js';
import { h, hora } from './dom.js';
import type { EstadoEnvio } from './sincronia.js';

// The phone's queue as the delegate sees it (issue 44): what waits on this phone, in the order it
// goes, which one is on its way and how far, when the next try is, and what the server refused
// and why (removed by the delegate, after a confirmation).

const horaConSegundos = new Intl.DateTimeFormat('es-ES', {
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
  timeZone: 'America/La_Paz',
});

const tamano = (bytes: number) =>
  bytes < 1024 * 1024
    ? `${Math.max(1, Math.round(bytes / 1024)).toLocaleString('es-ES')} KB`
    : `${(bytes / 1024 / 1024).toLocaleString('es-ES', { maximumFractionDigits: 1 })} MB`;

function nombre(p: Pendiente, mesaPropia: string | null): string {
  const e = p.envio;
  if (e.tipo === 'llegada') return TC.llegada;
  if (e.tipo === 'incidente') {
    return TC.incidente(
      ETIQUETA_TIPO_INCIDENTE[e.incidente as keyof typeof ETIQUETA_TIPO_INCIDENTE] ?? e.incidente,
    );
  }
  return TC.acta(e.mesa ?? mesaPropia);
}

const fotoDe = (p: Pendiente) => (p.envio.tipo === 'llegada' ? null : p.envio.foto);

/** The percentage sent of the request in flight, or null before its first progress report. */
const porcentaje = (e: NonNullable<EstadoEnvio['enVuelo']>) =>
  e.total > 0 && e.enviados > 0 ? Math.min(100, Math.floor((e.enviados / e.total) * 100)) : null;

/** Updates the bar of the request in flight without drawing the page again. */
export function mostrarProgreso(estado: EstadoEnvio): void {
  const e = estado.enVuelo;
  const barra = document.getElementById('envio-progreso');
  const texto = document.getElementById('envio-progreso-texto');
  if (!e || !(barra instanceof HTMLProgressElement) || !texto) return;
  const p = porcentaje(e);
  if (p === null) return;
  barra.value = p;
  texto.textContent = TC.enviandoPorcentaje(p);
}

export interface AccionesCola {
  reintentar: () => void;
  pedirQuitar: (id: string) => void;
  confirmarQuitar: (id: string) => void;
  cancelarQuitar: () => void;
}

export function seccionCola(
  cola: Pendiente[],
  estado: EstadoEnvio,
  opciones: {
    resumen: string | null;
    mesaPropia: string | null;
    enLinea: boolean;
    confirmando: string | null;
  },
  acciones: AccionesCola,
): HTMLElement | null {
  if (cola.length === 0) return null;
  const primeraPorEnviar = cola.find((p) => p.rechazo === undefined);
  const item = (p: Pendiente) => {
    const que = nombre(p, opciones.mesaPropia);
    const foto = fotoDe(p);
    const detalle = [TC.guardadoA(hora.format(new Date(p.encolado))), foto ? tamano(foto.size) : null]
      .filter(Boolean)
      .join(' · ');
    let situacion: (Node | string)[];
    if (p.rechazo !== undefined) {
      situacion = [
        h('p', { class: 'error' }, TC.rechazado(p.rechazo)),
        opciones.confirmando === p.envio.id
          ? h(
              'div',
              { role: 'group', 'aria-label': TC.quitarAria(que) },
              h('p', {}, TC.confirmarQuitar),
              h(
                'div',
                { class: 'botones' },
                h(
                  'button',
                  { type: 'button', click: () => acciones.confirmarQuitar(p.envio.id) },
                  TC.siQuitar,
                ),
                h(
                  'button',
                  { type: 'button', class: 'secundario', click: acciones.cancelarQuitar },
                  TC.noQuitar,
                ),
              ),
            )
          : h(
              'button',
              {
                type: 'button',
                class: 'secundario',
                'aria-label': TC.quitarAria(que),
                click: () => acciones.pedirQuitar(p.envio.id),
              },
              TC.quitar,
            ),
      ];
    } else if (estado.enVuelo?.id === p.envio.id) {
      const pct = porcentaje(estado.enVuelo);
      situacion = [
        h('p', { id: 'envio-progreso-texto' }, pct === null ? TC.enviando : TC.enviandoPorcentaje(pct)),
        h('progress', {
          id: 'envio-progreso',
          max: '100',
          value: String(pct ?? 0),
          'aria-labelledby': 'envio-progreso-texto',
        }),
      ];
    } else if (p === primeraPorEnviar && !opciones.enLinea) {
      situacion = [h('p', { class: 'aviso' }, TC.esperandoSenal)];
    } else if (p === primeraPorEnviar && estado.proximoIntento !== null && p.intentos > 0) {
      situacion = [
        h('p', { class: 'aviso' }, TC.reintentoA(horaConSegundos.format(new Date(estado.proximoIntento)))),
        h('button', { type: 'button', class: 'secundario', click: acciones.reintentar }, TC.reintentarAhora),
      ];
    } else {
      situacion = [h('p', { class: 'tenue' }, TC.enEspera)];
    }
    return h(
      'li',
      { class: p.rechazo === undefined ? 'envio' : 'envio rechazado' },
      h('p', { class: 'que' }, que),
      h('p', { class: 'tenue' }, detalle),
      ...situacion,
    );
  };
  return h(
    'section',
    { 'aria-labelledby': 'cola-telefono' },
    h('h2', { id: 'cola-telefono' }, TC.cola),
    opciones.resumen !== null && h('p', { class: 'aviso', role: 'status' }, opciones.resumen),
    h('ol', { class: 'cola' }, ...cola.map(item)),
    h('p', { class: 'tenue ayuda-cola' }, TC.colaAyuda),
  );
}
