import { createHash, randomUUID } from 'node:crypto';
import {
  DOMINIO_DELEGADOS_SIMULACRO,
  hoyEnLaPaz,
  TIPOS_INCIDENTE,
  type Acceso,
  type DiaD,
  type Defensor,
  type ListaMesas,
  type Mesa,
  type Partido,
} from '@comando/contract';
import sharp from 'sharp';

/**
 * The rehearsal driver (issue 30): synthetic delegates on a server in rehearsal mode, as the
 * phone page would behave on election night. Used by `npm run simulacro` and the actas bench.
 */
export interface OpcionesSimulacro {
  url: string;
  usuario: string;
  contrasena: string;
  delegados: number;
  /** Length of the whole night; fractions compress it (0,01 h = 36 s). */
  horas: number;
  /** Progress and notes, one line each. */
  escribir: (linea: string) => void;
}

export interface ResultadoSimulacro {
  enviadas: number;
  reconocidas: number;
  reintentos: number;
}

/** The refusal when the server is not in rehearsal mode (nothing was sent). */
export class NoEsSimulacro extends Error {}

/** Departments whose actas arrive later: farther from the counting centres (no big city). */
const URBANOS = new Set(['la-paz', 'cochabamba', 'santa-cruz']);
/** Share of the night before the polls close: check-ins and incidents. */
const MANANA = 0.3;
/** Hours after the close the arrival curve spans (compressed into the rest of the night). */
const HORAS_TRAS_CIERRE = 6;
/** An unacknowledged send is tried this many times at most (the phone keeps trying longer). */
const INTENTOS = 30;
const EN_PARALELO = 16;

const esperar = (ms: number) => new Promise((r) => setTimeout(r, Math.max(0, ms)));

/**
 * Hours after the close an acta arrives: most in the second to fifth hour (a bell of two
 * uniforms over 1–5 h, mean 3 h), rural departments one hour later.
 */
function horaDeLlegada(departamento: string, azar: () => number = Math.random): number {
  const base = 1 + 4 * ((azar() + azar()) / 2);
  return Math.min(HORAS_TRAS_CIERRE, URBANOS.has(departamento) ? base - 0.5 : base + 0.75);
}

/** Runs `tarea` over `items`, `n` at a time. */
async function enLotes<T>(items: T[], n: number, tarea: (item: T, i: number) => Promise<void>) {
  let siguiente = 0;
  await Promise.all(
    Array.from({ length: Math.min(n, items.length) }, async () => {
      while (siguiente < items.length) {
        const i = siguiente++;
        await tarea(items[i]!, i);
      }
    }),
  );
}

const cookieDe = (res: Response) =>
  (res.headers.getSetCookie().find((c) => c.startsWith('comando_sesion=')) ?? '').split(';')[0] ?? '';

/** A photo of an acta: a white sheet with the mesa and its figures (about 20 KB of JPEG). */
async function fotoDeActa(mesa: string, votos: Record<string, number>): Promise<Buffer> {
  const lineas = [`Mesa ${mesa}`, ...Object.entries(votos).map(([s, v]) => `${s}: ${v}`)];
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="640" height="480">${lineas
    .map((l, i) => `<text x="40" y="${60 + i * 40}" font-size="28" font-family="sans-serif">${l}</text>`)
    .join('')}</svg>`;
  return sharp({ create: { width: 640, height: 480, channels: 3, background: '#f8f8f2' } })
    .composite([{ input: Buffer.from(svg) }])
    .jpeg({ quality: 70 })
    .toBuffer();
}

export async function correrSimulacro(o: OpcionesSimulacro): Promise<ResultadoSimulacro> {
  const base = o.url.replace(/\/+$/, '');
  const salud: { simulacro?: boolean } = await fetch(`${base}/api/health`)
    .then((r) => (r.ok ? (r.json() as Promise<{ simulacro?: boolean }>) : {}))
    .catch(() => ({}));
  if (salud.simulacro !== true) {
    throw new NoEsSimulacro(
      `${base} no está en modo simulacro (GET /api/health no dice simulacro: true): no se envió nada`,
    );
  }

  const login = await fetch(`${base}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ usuario: o.usuario, contrasena: o.contrasena }),
  });
  if (!login.ok) throw new Error(`no se pudo entrar como ${o.usuario}: ${login.status}`);
  const cookie = cookieDe(login);
  const api = async <T>(p: string, method = 'GET', json?: unknown): Promise<T> => {
    const res = await fetch(`${base}${p}`, {
      method,
      headers: { cookie, ...(json !== undefined ? { 'content-type': 'application/json' } : {}) },
      body: json !== undefined ? JSON.stringify(json) : undefined,
    });
    if (!res.ok) throw new Error(`${method} ${p}: ${res.status} ${await res.text()}`);
    return (await res.json()) as T;
  };

  // The phone page opens on election day only: the rehearsal's day is election day.
  const diad = await api<DiaD>('/api/estrategia/diad');
  if (diad.fecha_eleccion !== hoyEnLaPaz()) {
    await api('/api/estrategia/diad', 'POST', {
      totalPollingStations: diad.total_casillas,
      coveredPollingStations: diad.casillas_cubiertas,
      electionDate: hoyEnLaPaz(),
    });
    o.escribir(`fecha de la elección puesta en hoy (${hoyEnLaPaz()}) para el ensayo`);
  }
  const partidos = await api<Partido[]>('/api/dia-d/partidos');
  if (partidos.length === 0)
    throw new Error('la papeleta no tiene partidos: cárguelos en Día D antes del simulacro');

  // Mesas of the deployment's registry that have no delegate yet.
  const mesas: Mesa[] = [];
  for (let cursor: string | null = ''; cursor !== null && mesas.length < o.delegados;) {
    const pagina: ListaMesas = await api<ListaMesas>(
      `/api/dia-d/mesas?sinDelegado=true${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ''}`,
    );
    mesas.push(...pagina.mesas);
    cursor = pagina.siguiente;
  }
  mesas.splice(o.delegados);
  if (mesas.length < o.delegados) {
    throw new Error(`el registro tiene ${mesas.length} mesas sin delegado; se pidieron ${o.delegados}`);
  }

  // Synthetic delegates, each entering with its access code as on the phone.
  const sesiones: string[] = [];
  const marca = randomUUID().slice(0, 8);
  await enLotes(mesas, EN_PARALELO, async (m, i) => {
    const d = await api<Defensor>(`/api/territorial/${m.recinto.departamento}/defensores`, 'POST', {
      name: `Delegado simulacro ${i + 1}`,
      phone: `7${String(i).padStart(7, '0')}`,
      email: `d${i + 1}-${marca}@${DOMINIO_DELEGADOS_SIMULACRO}`,
    });
    await api(`/api/dia-d/mesas/${encodeURIComponent(m.codigo)}/delegado`, 'PUT', { defensorId: d.id });
    const acceso = await api<Acceso>(`/api/dia-d/delegados/${d.id}/acceso`, 'POST');
    const entrada = await fetch(`${base}/api/delegado/entrar`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ codigo: acceso.codigo }),
    });
    if (!entrada.ok) throw new Error(`el delegado de la mesa ${m.codigo} no pudo entrar: ${entrada.status}`);
    sesiones[i] = cookieDe(entrada);
  });
  o.escribir(`${mesas.length} delegados sintéticos asignados a mesas del registro`);

  const noche = o.horas * 3_600_000;
  const inicio = Date.now();
  const r: ResultadoSimulacro = { enviadas: 0, reconocidas: 0, reintentos: 0 };
  const progreso = setInterval(
    () => o.escribir(`enviadas ${r.enviadas} · reconocidas ${r.reconocidas} · reintentos ${r.reintentos}`),
    Math.max(1_000, Math.min(30_000, noche / 20)),
  );

  /** Sends as the phone's queue does: the same request until it is acknowledged. */
  const enviar = async (hacer: () => Promise<Response>, contar: boolean): Promise<boolean> => {
    for (let intento = 0; intento < INTENTOS; intento++) {
      if (intento > 0) {
        if (contar) r.reintentos++;
        await esperar(Math.min(250 * 2 ** intento, 5_000));
      }
      const res = await hacer().catch(() => null);
      if (res) await res.arrayBuffer().catch(() => undefined);
      if (res?.ok) return true;
      // A refusal will not change by sending it again.
      if (res && res.status < 500) return false;
    }
    return false;
  };

  try {
    await Promise.all(
      mesas.map(async (m, i) => {
        const yo = { cookie: sesiones[i]! };
        // Morning: the check-in, and now and then an incident.
        await esperar(Math.random() * MANANA * noche * 0.5);
        const llegada = randomUUID();
        await enviar(
          () =>
            fetch(`${base}/api/delegado/llegada`, {
              method: 'POST',
              headers: { ...yo, 'content-type': 'application/json' },
              body: JSON.stringify({ id: llegada }),
            }),
          false,
        );
        if (Math.random() < 0.1) {
          await esperar(inicio + Math.random() * MANANA * noche - Date.now());
          const id = randomUUID();
          const tipo = TIPOS_INCIDENTE[Math.floor(Math.random() * TIPOS_INCIDENTE.length)]!;
          await enviar(() => {
            const form = new FormData();
            form.set('id', id);
            form.set('tipo', tipo);
            form.set('texto', `Incidente de ensayo en la mesa ${m.codigo}`);
            return fetch(`${base}/api/delegado/incidentes`, { method: 'POST', headers: yo, body: form });
          }, false);
        }
        // After the close: the acta, on the arrival curve.
        const llega = MANANA + ((1 - MANANA) * horaDeLlegada(m.recinto.departamento)) / HORAS_TRAS_CIERRE;
        await esperar(inicio + llega * noche - Date.now());
        const habilitados = Math.max(10, m.habilitados);
        const votos = Object.fromEntries(
          partidos.map((p) => [p.sigla, Math.floor((Math.random() * 0.8 * habilitados) / partidos.length)]),
        );
        const foto = await fotoDeActa(m.codigo, votos);
        // As the phone's queue: a resend is the same report, its photo's hash beside it (issue 29).
        const id = randomUUID();
        const blancos = String(Math.floor(Math.random() * 5));
        const nulos = String(Math.floor(Math.random() * 5));
        const huella = createHash('sha256').update(foto).digest('hex');
        r.enviadas++;
        const ok = await enviar(() => {
          const form = new FormData();
          form.set('id', id);
          form.set('votos', JSON.stringify(votos));
          form.set('blancos', blancos);
          form.set('nulos', nulos);
          form.set('sha256', huella);
          form.set('foto', new Blob([foto], { type: 'image/jpeg' }), 'acta.jpg');
          return fetch(`${base}/api/delegado/acta`, { method: 'POST', headers: yo, body: form });
        }, true);
        if (ok) r.reconocidas++;
      }),
    );
  } finally {
    clearInterval(progreso);
  }
  o.escribir(`enviadas ${r.enviadas} · reconocidas ${r.reconocidas} · reintentos ${r.reintentos}`);
  return r;
}
