import { TEXTOS_ACTAS } from '@comando/contract/actas-textos';
import { TEXTOS_DIA_D as T } from '@comando/contract/dia-d-textos';
import type { RecintoDelJefe } from '@comando/contract';
import { TEXTOS_JEFE as TJ } from '@comando/contract/jefe-recinto-textos';
import { entrarConCodigo, esJefe, olvidarYo, pedirYo, yoGuardado, type Sesion } from './api.js';
import { seccionActa } from './acta.js';
import { redibujarConFoco } from './borrador.js';
import { TEXTOS_CELULAR as TC } from '@comando/contract/celular-textos';
import {
  alCambiarEnOtraParte,
  encolar,
  leerCola,
  nuevoId,
  porEnviar,
  quitar,
  type Envio,
  type Pendiente,
} from './cola.js';
import { mostrarProgreso, seccionCola } from './cola-vista.js';
import { h, type Hijo } from './dom.js';
import { olvidarRecinto, pedirRecinto, recintoGuardado, seccionRecinto } from './jefe.js';
import { seccionIncidente } from './incidente.js';
import { marcarLeido, mensajesGuardados, pedirMensajes, seccionMensajes } from './mensajes.js';
import { pantallaCodigo, seccionLlegada, seccionMesa, seccionMisIncidentes } from './mesa.js';
import type { MensajeBandeja } from '@comando/contract/mensajes-delegados-textos';
import './delegado.css';
import { mostrarBandaSimulacro } from './simulacro.js';
import { pedirSyncAlVolver, Sincronia } from './sincronia.js';

/**
 * The delegate's phone page (issue 19): plain DOM, no framework, no zod and none of the HQ
 * screens, so a cheap phone on a weak connection loads it quickly. This module holds the
 * page's state and draws it; each section builds its own part.
 */

const app = document.getElementById('app')!;

let yo: Sesion | null = null;
/** Issue 28: a recinto chief's recinto, and the mesa whose acta they are filling in. */
let recinto: RecintoDelJefe | null = null;
let elegida: string | null = null;
/** The phone's queue as last read from IndexedDB (issue 44), and the refused one being removed. */
let cola: Pendiente[] = [];
let confirmandoQuitar: string | null = null;
/** The service worker controls the page: it opens with no signal. */
let listaSinSenal = false;
let mensaje: { texto: string; error: boolean } | null = null;
let llegadaLocal: string | null = null;
let mensajes: MensajeBandeja[] = [];

/** HQ's messages: on open, on reconnect, every minute while the page is open. */
async function releerMensajes() {
  if (!yo) return;
  const nuevos = await pedirMensajes();
  if (JSON.stringify(nuevos) === JSON.stringify(mensajes)) return;
  mensajes = nuevos;
  render();
}

/** The chief's recinto: with the messages, and after every send. */
async function releerRecinto() {
  if (!yo || !esJefe(yo)) return;
  const r = await pedirRecinto();
  if (r === 'sin-sesion') return salir();
  if (r === null || r === recinto) return;
  recinto = r;
  render();
}

async function salir() {
  yo = null;
  recinto = null;
  await olvidarYo();
  await olvidarRecinto();
  render();
}

async function leer(id: string) {
  mensajes = await marcarLeido(id);
  render();
}

async function entrar(codigo: string) {
  mensaje = null;
  const r = await entrarConCodigo(codigo);
  if (r === 'sin-conexion') mensaje = { texto: T.sinConexion, error: true };
  else if ('yo' in r) {
    yo = r.yo;
    void releerMensajes();
    void releerRecinto();
  } else {
    mensaje = { texto: r.error ?? T.sinConexion, error: true };
    yo = null;
  }
  render();
}

async function releerYo() {
  const r = await pedirYo();
  if (typeof r === 'object') yo = r;
  return r;
}

async function releerCola() {
  cola = await leerCola();
  render();
}

/**
 * The queue's one sender (issue 44): one request at a time, retried with a growing wait, at once
 * when the signal returns. What HQ has is read again once it is all sent.
 */
const sincronia = new Sincronia({
  cambio: () => void releerCola(),
  progreso: mostrarProgreso,
  sinSesion: () => void salir(),
  rechazo: (motivo) => {
    mensaje = { texto: motivo, error: true };
  },
  vacia: () => {
    // Everything reached the server: "saved on the phone" is no longer the news.
    if (mensaje?.texto === TEXTOS_ACTAS.actaGuardada) mensaje = null;
    void releerYo().then(async () => {
      await releerRecinto();
      render();
    });
  },
});

/** Stored in IndexedDB first: nothing typed is lost if the signal drops now. Then sent. */
async function guardar(envio: Envio, aviso: string | null, enCola?: () => void) {
  await encolar(envio);
  enCola?.();
  if (aviso) mensaje = { texto: aviso, error: false };
  await releerCola();
  // Should the page close before it goes, the worker sends it when the signal returns.
  void pedirSyncAlVolver();
  sincronia.despertar();
}

async function llegar() {
  llegadaLocal = new Date().toISOString();
  await guardar({ tipo: 'llegada', id: nuevoId() }, null);
}

/** The chief's part of the page: the recinto's mesas, and the acta of the mesa chosen. */
function paginaJefe(): Hijo[] {
  if (!recinto) return [];
  const m = recinto.mesas.find((x) => x.codigo === elegida && (x.acta === null || x.acta.porJefe));
  const guardarJefe = (envio: Envio, aviso: string, enCola: () => void) =>
    guardar(envio, aviso, () => {
      enCola();
      elegida = null;
    });
  return [
    seccionRecinto(recinto, m ? m.codigo : null, (codigo) => {
      elegida = codigo;
      render();
      document.getElementById(`jefe-${codigo}-acta`)?.scrollIntoView();
    }),
    m !== undefined &&
      seccionActa({ partidos: recinto.partidos, habilitados: m.habilitados, acta: m.acta }, guardarJefe, {
        mesa: m.codigo,
        titulo: TJ.actaTitulo(m.numero),
        ayuda: TJ.actaAyuda,
      }),
  ];
}

function render() {
  const s = yo;
  const hijos: Hijo[] = [h('h1', {}, s && esJefe(s) ? TJ.titulo : T.delegadoTitulo)];
  if (!navigator.onLine) {
    hijos.push(
      h(
        'p',
        { class: 'aviso sin-senal', role: 'status' },
        h('strong', {}, T.sinConexion),
        ` · ${TC.sinSenalDetalle}`,
      ),
    );
  }
  const pendientes = porEnviar(cola).length;
  if (mensaje) hijos.push(h('p', { class: mensaje.error ? 'error' : 'ok', role: 'status' }, mensaje.texto));
  hijos.push(
    seccionCola(
      cola,
      sincronia.estado,
      {
        resumen: pendientes > 0 ? T.enCola(pendientes) : null,
        mesaPropia: s && !esJefe(s) ? s.mesa.codigo : null,
        enLinea: navigator.onLine,
        confirmando: confirmandoQuitar,
      },
      {
        reintentar: () => sincronia.volvioLaSenal(),
        pedirQuitar: (id) => {
          confirmandoQuitar = id;
          render();
        },
        cancelarQuitar: () => {
          confirmandoQuitar = null;
          render();
        },
        confirmarQuitar: (id) => {
          confirmandoQuitar = null;
          void quitar(id).then(releerCola);
        },
      },
    ),
  );
  if (!s) hijos.push(pantallaCodigo((codigo) => void entrar(codigo)));
  else if (esJefe(s))
    hijos.push(
      seccionMensajes(mensajes, (id) => void leer(id)),
      ...paginaJefe(),
    );
  else {
    hijos.push(
      seccionMensajes(mensajes, (id) => void leer(id)),
      seccionMesa(s),
      seccionLlegada(s.llegada ?? llegadaLocal, () => void llegar()),
      seccionActa({ partidos: s.partidos, habilitados: s.mesa.habilitados, acta: s.acta }, guardar),
      seccionIncidente(guardar),
      seccionMisIncidentes(s),
    );
  }
  if (listaSinSenal) hijos.push(h('p', { class: 'tenue' }, `✓ ${TC.listaSinSenal}`));
  redibujarConFoco(app, () =>
    app.replaceChildren(...hijos.filter((x): x is Node | string => x !== null && x !== false)),
  );
}

async function iniciar() {
  cola = await leerCola();
  const codigo = decodeURIComponent(location.hash.slice(1));
  if (codigo) {
    // The code leaves the address bar (and the history) once used.
    history.replaceState(null, '', '/delegado');
    await entrar(codigo);
  } else {
    // Offline after a reload: the mesa last seen is shown and the queue waits.
    if ((await releerYo()) === 'sin-conexion') yo = await yoGuardado();
    if (yo) mensajes = await mensajesGuardados();
    if (yo && esJefe(yo)) recinto = await recintoGuardado();
    render();
    void releerMensajes();
    void releerRecinto();
  }
  sincronia.despertar();
}

/**
 * Issue 44: the phone page's service worker (built with the app, absent in development), scoped
 * to /delegado: after this visit the page opens with no signal. A new version takes over by
 * itself; the queue, in IndexedDB, is no version's.
 */
async function registrarTrabajador() {
  if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return;
  try {
    await navigator.serviceWorker.register('/delegado-sw.js', { scope: '/delegado' });
    await navigator.serviceWorker.ready;
    listaSinSenal = true;
    render();
  } catch {
    // Not installed (plain http on a network address, private mode): the page works online.
  }
}

window.addEventListener('online', () => {
  sincronia.volvioLaSenal();
  void releerMensajes();
  void releerRecinto();
});
window.addEventListener('offline', render);
// Another tab (or the worker) changed the queue: shown as it is now.
alCambiarEnOtraParte(() => void releerCola());
// The worker's Background Sync with this page open: the page sends (it shows the progress).
navigator.serviceWorker?.addEventListener('message', (e: MessageEvent<{ tipo?: string }>) => {
  if (e.data?.tipo === 'sincronizar') sincronia.despertarSinApuro();
});
setInterval(() => {
  void releerMensajes();
  void releerRecinto();
}, 60_000);
void iniciar();
void mostrarBandaSimulacro();
void registrarTrabajador();
