import {
  ETIQUETA_TIPO_INCIDENTE,
  MAX_FOTO_INCIDENTE,
  MAX_TEXTO_INCIDENTE,
  MENSAJES_ENVIO_DELEGADO as E,
  TEXTOS_DIA_D as T,
  TIPOS_INCIDENTE,
} from '@comando/contract/dia-d-textos';
import {
  errorDeFiguras,
  ETIQUETA_ESTADO_ACTA,
  MAX_FOTO_ACTA,
  MENSAJES_ACTAS as MA,
  TEXTOS_ACTAS as TA,
  TIPOS_FOTO_ACTA,
  type EstadoActa,
} from '@comando/contract/actas-textos';
import { del, get, set } from 'idb-keyval';
import { encolar, leerCola, nuevoId, vaciarCola } from './cola.js';
import './delegado.css';
import { mostrarBandaSimulacro } from './simulacro.js';

/**
 * The delegate's phone page (issue 19): plain DOM, no framework and none of the HQ
 * screens, so a cheap phone on a weak connection loads it quickly.
 */

interface Yo {
  nombre: string;
  mesa: {
    codigo: string;
    numero: number;
    habilitados: number;
    recinto: { nombre: string; municipio: string; departamento: string };
  };
  llegada: string | null;
  incidentes: { id: string; tipo: keyof typeof ETIQUETA_TIPO_INCIDENTE; creadoEn: string }[];
  /** Absent in a copy kept by an older version of this page. */
  partidos?: { sigla: string; nombre: string; color: string }[];
  acta?: { version: number; estado: EstadoActa; alertaParticipacion: boolean } | null;
}

const CLAVE_YO = 'comando-delegado-yo';
const app = document.getElementById('app')!;
const hora = new Intl.DateTimeFormat('es-ES', {
  hour: '2-digit',
  minute: '2-digit',
  timeZone: 'America/La_Paz',
});

let yo: Yo | null = null;
let pendientes = 0;
let mensaje: { texto: string; error: boolean } | null = null;
let llegadaLocal: string | null = null;

type Hijo = Node | string | null | false;
function h<K extends keyof HTMLElementTagNameMap>(
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

async function pedirYo(): Promise<'ok' | 'sin-sesion' | 'sin-conexion'> {
  try {
    const res = await fetch('/api/delegado/yo', { credentials: 'same-origin' });
    if (res.status === 401 || res.status === 403) return 'sin-sesion';
    if (!res.ok) return 'sin-conexion';
    yo = (await res.json()) as Yo;
    await set(CLAVE_YO, yo);
    return 'ok';
  } catch {
    return 'sin-conexion';
  }
}

async function entrar(codigo: string) {
  mensaje = null;
  try {
    const res = await fetch('/api/delegado/entrar', {
      method: 'POST',
      credentials: 'same-origin',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ codigo }),
    });
    const cuerpo = (await res.json().catch(() => ({}))) as Yo & { error?: string };
    if (!res.ok) {
      mensaje = { texto: cuerpo.error ?? T.sinConexion, error: true };
      await del(CLAVE_YO);
      yo = null;
    } else {
      yo = cuerpo;
      await set(CLAVE_YO, yo);
    }
  } catch {
    mensaje = { texto: T.sinConexion, error: true };
  }
  render();
}

async function sincronizar() {
  const r = await vaciarCola();
  pendientes = (await leerCola()).length;
  if (r === 'sin-sesion') {
    yo = null;
    await del(CLAVE_YO);
  } else if (typeof r === 'object') {
    mensaje = { texto: r.error, error: true };
  }
  // Everything reached the server: "saved on the phone" is no longer the news.
  if (r === 'vacia' && mensaje?.texto === TA.actaGuardada) mensaje = null;
  if (r !== 'sin-conexion' && r !== 'sin-sesion') await pedirYo();
  render();
}

function pantallaCodigo(): HTMLElement {
  const input = h('input', {
    id: 'codigo',
    name: 'codigo',
    autocomplete: 'one-time-code',
    autocapitalize: 'characters',
    required: true,
  });
  return h(
    'section',
    {},
    h(
      'form',
      {
        submit: (e) => {
          e.preventDefault();
          void entrar(input.value);
        },
      },
      h('label', { for: 'codigo' }, T.ingreseCodigo),
      input,
      h('button', { type: 'submit' }, T.entrar),
    ),
  );
}

function seccionMesa(y: Yo): HTMLElement {
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

async function llegar() {
  llegadaLocal = new Date().toISOString();
  await encolar({ tipo: 'llegada', id: nuevoId() });
  pendientes = (await leerCola()).length;
  render();
  await sincronizar();
}

function seccionLlegada(y: Yo): HTMLElement {
  const llegada = y.llegada ?? llegadaLocal;
  return h(
    'section',
    {},
    llegada
      ? h('p', { class: 'ok', role: 'status' }, T.llegadaRegistrada(hora.format(new Date(llegada))))
      : h(
          'button',
          {
            type: 'button',
            class: 'grande',
            click: () => void llegar(),
          },
          T.estoyEnMiMesa,
        ),
  );
}

function seccionIncidente(): HTMLElement {
  const tipo = h(
    'select',
    { id: 'tipo', name: 'tipo', required: true },
    h('option', { value: '' }, '—'),
    ...TIPOS_INCIDENTE.map((t) => h('option', { value: t }, ETIQUETA_TIPO_INCIDENTE[t])),
  );
  const texto = h('textarea', {
    id: 'texto',
    name: 'texto',
    required: true,
    maxlength: String(MAX_TEXTO_INCIDENTE),
  });
  const foto = h('input', {
    id: 'foto',
    name: 'foto',
    type: 'file',
    accept: 'image/jpeg,image/png,image/webp',
  });
  const error = h('p', { class: 'error', role: 'alert' });
  async function reportar() {
    const archivo = foto.files?.[0] ?? null;
    if (archivo && archivo.size > MAX_FOTO_INCIDENTE) {
      error.textContent = E.fotoGrande;
      return;
    }
    if (!tipo.value || !texto.value.trim()) {
      error.textContent = !tipo.value ? E.tipoRequerido : E.textoRequerido;
      return;
    }
    // Stored in IndexedDB first: nothing typed is lost if the signal drops now.
    await encolar({
      tipo: 'incidente',
      id: nuevoId(),
      incidente: tipo.value,
      texto: texto.value,
      foto: archivo,
    });
    mensaje = { texto: T.incidenteGuardado, error: false };
    pendientes = (await leerCola()).length;
    render();
    await sincronizar();
  }

  return h(
    'section',
    { 'aria-labelledby': 'reportar' },
    h('h2', { id: 'reportar' }, T.reportarIncidente),
    h(
      'form',
      {
        submit: (e) => {
          e.preventDefault();
          void reportar();
        },
      },
      h('label', { for: 'tipo' }, T.tipo),
      tipo,
      h('label', { for: 'texto' }, T.descripcion),
      texto,
      h('label', { for: 'foto' }, T.foto),
      foto,
      error,
      h('button', { type: 'submit' }, T.enviar),
    ),
  );
}

/** The acta of the mesa: one figure per party, blank and null votes, and its photo. */
function seccionActa(y: Yo): HTMLElement {
  const titulo = h('h2', { id: 'acta' }, TA.actaTitulo);
  const papeleta = y.partidos ?? [];
  if (papeleta.length === 0) {
    return h('section', { 'aria-labelledby': 'acta' }, titulo, h('p', { class: 'tenue' }, TA.sinPapeleta));
  }
  const campo = (id: string, etiqueta: string) => {
    const input = h('input', {
      id,
      name: id,
      inputmode: 'numeric',
      pattern: '[0-9]*',
      autocomplete: 'off',
      required: true,
    });
    return { input, nodos: [h('label', { for: id }, etiqueta), input] };
  };
  const partidos = papeleta.map((p) => ({ p, ...campo(`votos-${p.sigla}`, `${p.sigla} — ${p.nombre}`) }));
  const blancos = campo('blancos', TA.blancos);
  const nulos = campo('nulos', TA.nulos);
  const foto = h('input', {
    id: 'foto-acta',
    name: 'foto-acta',
    type: 'file',
    accept: TIPOS_FOTO_ACTA.join(','),
    capture: 'environment',
    required: true,
  });
  const error = h('p', { class: 'error', role: 'alert' });
  const entero = (s: string) => (/^\d{1,7}$/.test(s.trim()) ? Number(s.trim()) : null);

  async function enviarActa() {
    const cifras = [...partidos.map((x) => x.input), blancos.input, nulos.input].map((i) => entero(i.value));
    if (cifras.some((c) => c === null)) {
      error.textContent = MA.cifraInvalida;
      return;
    }
    const figuras = {
      votos: Object.fromEntries(partidos.map((x, i) => [x.p.sigla, cifras[i] as number])),
      blancos: cifras[partidos.length] as number,
      nulos: cifras[partidos.length + 1] as number,
    };
    const regla = errorDeFiguras(
      figuras,
      papeleta.map((p) => p.sigla),
      y.mesa.habilitados,
    );
    if (regla) {
      error.textContent = regla;
      return;
    }
    const archivo = foto.files?.[0];
    if (!archivo) {
      error.textContent = MA.fotoRequerida;
      return;
    }
    if (archivo.size > MAX_FOTO_ACTA) {
      error.textContent = MA.fotoGrande;
      return;
    }
    if (!(TIPOS_FOTO_ACTA as readonly string[]).includes(archivo.type)) {
      error.textContent = MA.fotoTipo;
      return;
    }
    // Stored in IndexedDB first: nothing typed is lost if the signal drops now.
    await encolar({ tipo: 'acta', id: nuevoId(), ...figuras, foto: archivo });
    mensaje = { texto: TA.actaGuardada, error: false };
    pendientes = (await leerCola()).length;
    render();
    await sincronizar();
  }

  const estado = y.acta
    ? [
        h(
          'p',
          { class: 'ok', role: 'status' },
          TA.actaEnviada(y.acta.version, ETIQUETA_ESTADO_ACTA[y.acta.estado]),
        ),
        y.acta.alertaParticipacion && h('p', { class: 'aviso' }, TA.alertaParticipacion),
        h('p', { class: 'tenue' }, TA.corregir),
      ]
    : [h('p', { class: 'tenue' }, TA.actaAyuda)];
  return h(
    'section',
    { 'aria-labelledby': 'acta' },
    titulo,
    ...estado,
    h(
      'form',
      {
        novalidate: true,
        submit: (e) => {
          e.preventDefault();
          void enviarActa();
        },
      },
      ...partidos.flatMap((x) => x.nodos),
      ...blancos.nodos,
      ...nulos.nodos,
      h('label', { for: 'foto-acta' }, TA.fotoActa),
      foto,
      error,
      h('button', { type: 'submit' }, TA.enviarActa),
    ),
  );
}

function seccionMisIncidentes(y: Yo): HTMLElement | null {
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

function render() {
  const hijos: Hijo[] = [h('h1', {}, T.delegadoTitulo)];
  if (!navigator.onLine) hijos.push(h('p', { class: 'aviso', role: 'status' }, T.sinConexion));
  if (pendientes > 0) hijos.push(h('p', { class: 'aviso', role: 'status' }, T.enCola(pendientes)));
  if (mensaje) hijos.push(h('p', { class: mensaje.error ? 'error' : 'ok', role: 'status' }, mensaje.texto));
  if (!yo) hijos.push(pantallaCodigo());
  else {
    hijos.push(
      seccionMesa(yo),
      seccionLlegada(yo),
      seccionActa(yo),
      seccionIncidente(),
      seccionMisIncidentes(yo),
    );
  }
  app.replaceChildren(...hijos.filter((x): x is Node | string => x !== null && x !== false));
}

async function iniciar() {
  pendientes = (await leerCola()).length;
  const codigo = decodeURIComponent(location.hash.slice(1));
  if (codigo) {
    // The code leaves the address bar (and the history) once used.
    history.replaceState(null, '', '/delegado');
    await entrar(codigo);
  } else {
    const r = await pedirYo();
    // Offline after a reload: the mesa last seen is shown and the queue waits.
    if (r === 'sin-conexion') yo = (await get<Yo>(CLAVE_YO)) ?? null;
    render();
  }
  if (pendientes > 0) await sincronizar();
}

window.addEventListener('online', () => void sincronizar());
window.addEventListener('offline', render);
// A weak signal may come back without an `online` event: retry while something waits.
setInterval(() => {
  if (pendientes > 0) void sincronizar();
}, 15_000);
void iniciar();
void mostrarBandaSimulacro();
