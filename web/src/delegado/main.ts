import { TEXTOS_ACTAS } from '@comando/contract/actas-textos';
import { TEXTOS_DIA_D as T } from '@comando/contract/dia-d-textos';
import { entrarConCodigo, olvidarYo, pedirYo, yoGuardado, type Yo } from './api.js';
import { seccionActa } from './acta.js';
import { redibujarConFoco } from './borrador.js';
import { encolar, leerCola, nuevoId, vaciarCola, type Envio } from './cola.js';
import { h, type Hijo } from './dom.js';
import { seccionIncidente } from './incidente.js';
import { marcarLeido, mensajesGuardados, pedirMensajes, seccionMensajes } from './mensajes.js';
import { pantallaCodigo, seccionLlegada, seccionMesa, seccionMisIncidentes } from './mesa.js';
import type { MensajeBandeja } from '@comando/contract/mensajes-delegados-textos';
import './delegado.css';
import { mostrarBandaSimulacro } from './simulacro.js';

/**
 * The delegate's phone page (issue 19): plain DOM, no framework, no zod and none of the HQ
 * screens, so a cheap phone on a weak connection loads it quickly. This module holds the
 * page's state and draws it; each section builds its own part.
 */

const app = document.getElementById('app')!;

let yo: Yo | null = null;
let pendientes = 0;
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

async function sincronizar() {
  const r = await vaciarCola();
  pendientes = (await leerCola()).length;
  if (r === 'sin-sesion') {
    yo = null;
    await olvidarYo();
  } else if (typeof r === 'object') {
    mensaje = { texto: r.error, error: true };
  }
  // Everything reached the server: "saved on the phone" is no longer the news.
  if (r === 'vacia' && mensaje?.texto === TEXTOS_ACTAS.actaGuardada) mensaje = null;
  if (r !== 'sin-conexion' && r !== 'sin-sesion') await releerYo();
  render();
}

/** Stored in IndexedDB first: nothing typed is lost if the signal drops now. Then sent. */
async function guardar(envio: Envio, aviso: string | null, enCola?: () => void) {
  await encolar(envio);
  enCola?.();
  if (aviso) mensaje = { texto: aviso, error: false };
  pendientes = (await leerCola()).length;
  render();
  await sincronizar();
}

async function llegar() {
  llegadaLocal = new Date().toISOString();
  await guardar({ tipo: 'llegada', id: nuevoId() }, null);
}

function render() {
  const hijos: Hijo[] = [h('h1', {}, T.delegadoTitulo)];
  if (!navigator.onLine) hijos.push(h('p', { class: 'aviso', role: 'status' }, T.sinConexion));
  if (pendientes > 0) hijos.push(h('p', { class: 'aviso', role: 'status' }, T.enCola(pendientes)));
  if (mensaje) hijos.push(h('p', { class: mensaje.error ? 'error' : 'ok', role: 'status' }, mensaje.texto));
  if (!yo) hijos.push(pantallaCodigo((codigo) => void entrar(codigo)));
  else {
    hijos.push(
      seccionMensajes(mensajes, (id) => void leer(id)),
      seccionMesa(yo),
      seccionLlegada(yo.llegada ?? llegadaLocal, () => void llegar()),
      seccionActa(yo, guardar),
      seccionIncidente(guardar),
      seccionMisIncidentes(yo),
    );
  }
  redibujarConFoco(app, () =>
    app.replaceChildren(...hijos.filter((x): x is Node | string => x !== null && x !== false)),
  );
}

async function iniciar() {
  pendientes = (await leerCola()).length;
  const codigo = decodeURIComponent(location.hash.slice(1));
  if (codigo) {
    // The code leaves the address bar (and the history) once used.
    history.replaceState(null, '', '/delegado');
    await entrar(codigo);
  } else {
    // Offline after a reload: the mesa last seen is shown and the queue waits.
    if ((await releerYo()) === 'sin-conexion') yo = await yoGuardado();
    if (yo) mensajes = await mensajesGuardados();
    render();
    void releerMensajes();
  }
  if (pendientes > 0) await sincronizar();
}

window.addEventListener('online', () => {
  void sincronizar();
  void releerMensajes();
});
window.addEventListener('offline', render);
// A weak signal may come back without an `online` event: retry while something waits.
setInterval(() => {
  if (pendientes > 0) void sincronizar();
}, 15_000);
setInterval(() => void releerMensajes(), 60_000);
void iniciar();
void mostrarBandaSimulacro();
