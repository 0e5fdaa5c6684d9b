import { randomUUID } from 'node:crypto';
import {
  REGIONES_TERRITORIALES,
  type Acceso,
  type Ambito,
  type Defensor,
  type Partido,
  asignarDelegado,
  asignarJefeRecinto,
  crearAcceso,
  crearDefensor,
  entrarDelegado,
  enviarActa,
  guardarPartidos,
  listarMesas,
  listarUsuarios,
  reportarIncidente,
  transcribirActa,
  type Route,
} from '@comando/contract';
import sharp from 'sharp';
import type { Dialect } from '../src/db/connect.js';
import { claveTerreno } from '../src/areas/dia-d/terreno.js';
import { loginConAmbito } from './ambito-comun.js';
import { registroYEleccion } from './dia-d-comun.js';
import { createTestApp, type TestApp } from './helpers.js';
import { multipart } from './multipart.js';
import { pedir, type Pedido } from './api.js';

/**
 * The Día D registry the ground tests share (issue 27): one recinto of two mesas in every
 * department, and in La Paz two municipios (El Alto with two recintos, La Paz with one);
 * every recinto has a delegate (on its first mesa) who sent an acta and an incident with a
 * photo, and a chief; every department has a defender who holds nothing. The actas are
 * verified, in dispute or waiting, by recinto.
 */
export interface Suelo {
  departamento: string;
  municipio: string;
  recinto: string;
}

const LUGARES: Suelo[] = REGIONES_TERRITORIALES.flatMap((r): Suelo[] =>
  r.id === 'la-paz'
    ? [
        { departamento: r.id, municipio: 'El Alto', recinto: 'LP-A1' },
        { departamento: r.id, municipio: 'El Alto', recinto: 'LP-A2' },
        { departamento: r.id, municipio: 'La Paz', recinto: 'LP-B1' },
      ]
    : [
        {
          departamento: r.id,
          municipio: `Capital ${r.name}`,
          recinto: `R-${r.id.slice(0, 3).toUpperCase()}`,
        },
      ],
);

export const SUELO_RECINTO = new Map(LUGARES.map((l) => [l.recinto, l]));
export const SUELO_MESA = new Map<string, Suelo>(
  LUGARES.flatMap((l) => [1, 2].map((n) => [`${l.recinto}-${n}`, l] as const)),
);
/** Municipios of the registry, each with the ground of one of its recintos. */
export const MUNICIPIOS = LUGARES.map((l) => ({ departamento: l.departamento, municipio: l.municipio }));

/** The scopes checked: each department, one municipio, one recinto (El Alto's LP-A1). */
export const AMBITOS: Ambito[] = [
  ...REGIONES_TERRITORIALES.map((r) => ({ nivel: 'departamento' as const, departamento: r.id })),
  { nivel: 'municipio', departamento: 'la-paz', municipio: 'El Alto' },
  { nivel: 'recinto', recinto: 'LP-A1' },
];

/** A scope's name in the tests' labels: its ground's key (`d:la-paz`, `m:la-paz/El Alto`, `r:LP-A1`). */
export const nombreAmbito = (a: Ambito) => claveTerreno(a);

const PAPELETA: Partido[] = [
  { sigla: 'ALFA', nombre: 'Alianza Alfa', color: '#2dd4bf', nuestro: false },
  { sigla: 'BETA', nombre: 'Frente Beta', color: '#f97366', nuestro: false },
];

interface DefensorSembrado {
  id: string;
  celular: string;
  departamento: string;
  /** Mesa they are the delegate of, recinto they lead (null: the department's pool). */
  mesa: string | null;
  jefeDe: string | null;
}

export interface Siembra {
  t: TestApp;
  admin: string;
  defensores: DefensorSembrado[];
  /** Incident id → mesa. */
  incidentes: Map<string, string>;
  /** Acta id → mesa. */
  actas: Map<string, string>;
  /** Cookie of each scope × role (`${nombreAmbito}|${rol}`). */
  cookies: Map<string, string>;
  /** The stored scope of every staff user, by id. */
  ambitos: Map<string, Ambito>;
}

export const claveCookie = (a: Ambito, rol: string) => `${nombreAmbito(a)}|${rol}`;

/** Builds the shared data set through the API, as an admin and the delegates would. */
export async function sembrar(dialect: Dialect): Promise<Siembra> {
  const t = await createTestApp(dialect);
  const admin = await t.login('admin');
  const editor = await t.login('editor');
  const csv = [
    'departamento;municipio;recinto;codigo_recinto;mesa;codigo_mesa;habilitados',
    ...LUGARES.flatMap((l) =>
      [1, 2].map((n) => {
        const dep = REGIONES_TERRITORIALES.find((r) => r.id === l.departamento)?.name;
        return `${dep};${l.municipio};Escuela ${l.recinto};${l.recinto};${n};${l.recinto}-${n};${100 + n}`;
      }),
    ),
  ].join('\n');
  await registroYEleccion(t, { admin, editor }, csv, '2026-11-23');
  const comoAdmin = async <R extends Route>(r: R, opciones: Pedido<R> = {}) => {
    const res = await pedir(t, r, { cookie: admin, ...opciones });
    if (res.statusCode >= 300) throw new Error(`${r.method} ${r.path}: ${res.statusCode} ${res.body}`);
    return res;
  };
  const { total } = (await comoAdmin(listarMesas)).json<{ total: number }>();
  if (total !== SUELO_MESA.size) throw new Error(`registro: ${total} mesas de ${SUELO_MESA.size}`);
  await comoAdmin(guardarPartidos, { payload: PAPELETA });

  const defensores: DefensorSembrado[] = [];
  let telefono = 71000000;
  const nuevo = async (departamento: string, nombre: string) => {
    const celular = String((telefono += 1));
    const d = (
      await comoAdmin(crearDefensor, {
        params: { region: departamento },
        payload: { name: nombre, phone: celular, email: `${celular}@ejemplo.bo` },
      })
    ).json<Defensor>();
    const fila: DefensorSembrado = { id: d.id, celular, departamento, mesa: null, jefeDe: null };
    defensores.push(fila);
    return fila;
  };
  for (const r of REGIONES_TERRITORIALES) await nuevo(r.id, `Libre ${r.name}`);
  const foto = await sharp({ create: { width: 40, height: 30, channels: 3, background: '#ffffff' } })
    .jpeg()
    .toBuffer();
  const incidentes = new Map<string, string>();
  const actas = new Map<string, string>();
  for (const [i, l] of LUGARES.entries()) {
    const jefe = await nuevo(l.departamento, `Jefe ${l.recinto}`);
    await comoAdmin(asignarJefeRecinto, { params: { codigo: l.recinto }, payload: { defensorId: jefe.id } });
    jefe.jefeDe = l.recinto;
    const delegado = await nuevo(l.departamento, `Delegado ${l.recinto}`);
    const mesa = `${l.recinto}-1`;
    await comoAdmin(asignarDelegado, { params: { codigo: mesa }, payload: { defensorId: delegado.id } });
    delegado.mesa = mesa;
    const acceso = (await comoAdmin(crearAcceso, { params: { defensorId: delegado.id } })).json<Acceso>();
    const entrada = await pedir(t, entrarDelegado, { payload: { codigo: acceso.codigo } });
    const cookie = `comando_sesion=${entrada.cookies.find((c) => c.name === 'comando_sesion')?.value}`;
    const enviar = async (
      r: typeof reportarIncidente | typeof enviarActa,
      partes: Parameters<typeof multipart>[0],
    ) => {
      const m = multipart([
        ...partes,
        { name: 'foto', filename: 'f.jpg', type: 'image/jpeg', content: foto },
      ]);
      const res = await pedir(t, r, { payload: m.payload, headers: m.headers, cookie });
      if (res.statusCode >= 300) throw new Error(`${r.path}: ${res.statusCode} ${res.body}`);
    };
    const incidente = randomUUID();
    await enviar(reportarIncidente, [
      { name: 'id', value: incidente },
      { name: 'tipo', value: 'otro' },
      { name: 'texto', value: `Incidente en ${mesa}` },
    ]);
    incidentes.set(incidente, mesa);
    const acta = randomUUID();
    const figuras = { votos: { ALFA: 10 + i, BETA: 5 }, blancos: 1, nulos: 2 };
    await enviar(enviarActa, [
      { name: 'id', value: acta },
      { name: 'votos', value: JSON.stringify(figuras.votos) },
      { name: 'blancos', value: String(figuras.blancos) },
      { name: 'nulos', value: String(figuras.nulos) },
    ]);
    actas.set(acta, mesa);
    // A national editor's second entry: the same figures verify, others dispute, or none yet.
    if (i % 3 !== 2) {
      const otras = i % 3 === 0 ? figuras : { ...figuras, blancos: 0 };
      const res = await pedir(t, transcribirActa, { params: { id: acta }, payload: otras, cookie: editor });
      if (res.statusCode !== 200) throw new Error(`transcripción: ${res.statusCode} ${res.body}`);
    }
  }

  const cookies = new Map<string, string>();
  for (const a of AMBITOS) {
    for (const rol of ['editor', 'lector'] as const)
      cookies.set(claveCookie(a, rol), await loginConAmbito(t, admin, rol, a));
  }
  const usuarios = (await comoAdmin(listarUsuarios)).json<{ id: string; ambito: Ambito }[]>();
  return {
    t,
    admin,
    defensores,
    incidentes,
    actas,
    cookies,
    ambitos: new Map(usuarios.map((u) => [u.id, u.ambito])),
  };
}
