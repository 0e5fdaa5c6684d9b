import {
  asignarDelegado,
  asignarJefeRecinto,
  crearAcceso,
  crearAccesoJefe,
  crearDefensor,
  guardarAjustesSms,
  guardarDiaD,
  guardarPartidos,
  importarMesas,
  listarSms,
  recibirWebhookSms,
  type Partido,
  type SmsRecibido,
} from '@comando/contract';
import { expect } from 'vitest';
import type { Api } from '../../api.js';
import type { PasarelaFalsa, SmsEntrante } from '../../pasarela-sms.js';

// What the SMS tests start from, through the routes as HQ sets it up: the registry, the election
// today, the ballot, two delegates and a recinto chief with their codes and PINs, the gateway.

const PAPELETA: Partido[] = [
  { sigla: 'APB', nombre: 'Alianza Patria Bolivia', color: '#2dd4bf', nuestro: false },
  { sigla: 'LIBRE', nombre: 'Libertad y República', color: '#f97366', nuestro: true },
  { sigla: 'UNIDAD', nombre: 'Unidad Nacional', color: '#a78bfa', nuestro: false },
];
export const SIGLAS = PAPELETA.map((p) => p.sigla);

/** La Paz: 30002 and 30003 in recinto R1 (200 habilitados each); Oruro: 40001 in R2. */
const REGISTRO = [
  'departamento;municipio;recinto;codigo_recinto;mesa;codigo_mesa;habilitados',
  'La Paz;El Alto;Colegio Bolivia;R1;1;30002;200',
  'La Paz;El Alto;Colegio Bolivia;R1;2;30003;200',
  'Oruro;Oruro;Escuela Oruro;R2;1;40001;150',
].join('\n');

/** The test clock's day (helpers.ts: 2026-11-23T15:00:00Z). */
export const HOY = '2026-11-23';

interface Persona {
  telefono: string;
  pin: string;
  /** The access code the phone page's login takes (the sheet's other half). */
  codigo: string;
}

export interface Escena {
  /** Delegate of 30002 (registered as a national number). */
  ana: Persona;
  /** Delegate of 30003 (registered with +591, spaces and a dash). */
  beto: Persona;
  /** Chief of recinto R1. */
  carla: Persona;
}

async function defensor(api: Api, nombre: string, telefono: string): Promise<string> {
  const d = await api.ok(
    crearDefensor,
    {
      name: nombre,
      phone: telefono,
      email: `${telefono.replace(/\D/g, '')}@ejemplo.bo`,
      pollingStation: null,
    },
    'editor',
    { params: { region: 'la-paz' } },
  );
  return d.id;
}

/** The election of HOY with its ballot and registry, the three people and their PINs. */
export async function prepararEscena(api: Api): Promise<Escena> {
  await api.ok(importarMesas, undefined, 'admin', {
    query: { aplicar: 'true' },
    payload: REGISTRO,
    headers: { 'content-type': 'text/csv' },
  });
  await api.ok(
    guardarDiaD,
    { totalPollingStations: 3, coveredPollingStations: 0, electionDate: HOY },
    'editor',
  );
  await api.ok(guardarPartidos, PAPELETA, 'admin');
  const personas: Partial<Escena> = {};
  for (const [clave, nombre, telefono, mesa] of [
    ['ana', 'Ana Quispe', '71234567', '30002'],
    ['beto', 'Beto Choque', '+591 7222-3333', '30003'],
  ] as const) {
    const id = await defensor(api, nombre, telefono);
    await api.ok(asignarDelegado, { defensorId: id }, 'editor', { params: { codigo: mesa } });
    const acceso = await api.ok(crearAcceso, undefined, 'editor', { params: { defensorId: id } });
    personas[clave] = { telefono, pin: acceso.pin, codigo: acceso.codigo };
  }
  const carla = await defensor(api, 'Carla Mamani', '73334444');
  await api.ok(asignarJefeRecinto, { defensorId: carla }, 'editor', { params: { codigo: 'R1' } });
  const acceso = await api.ok(crearAccesoJefe, undefined, 'editor', { params: { codigo: 'R1' } });
  personas.carla = { telefono: '73334444', pin: acceso.pin, codigo: acceso.codigo };
  return personas as Escena;
}

/** HQ's gateway set to the fake one. */
export async function configurarPasarela(api: Api, p: PasarelaFalsa): Promise<void> {
  await api.ok(
    guardarAjustesSms,
    {
      direccion: p.direccion,
      usuario: p.usuario,
      contrasena: p.contrasena,
      claveFirma: p.claveFirma,
      numero: '+591 70000001',
    },
    'admin',
  );
}

/** The SMS screen's list, every page. */
export async function smsGuardados(api: Api): Promise<SmsRecibido[]> {
  const todos: SmsRecibido[] = [];
  let cursor: string | null | undefined;
  do {
    const pagina = await api.ok(listarSms, undefined, 'admin', cursor ? { query: { cursor } } : {});
    todos.push(...pagina.sms);
    cursor = pagina.siguiente;
  } while (cursor);
  return todos;
}

/**
 * An SMS arriving at HQ's phone: the gateway's signed delivery, posted to the webhook. The webhook
 * answers the gateway (2xx, nothing in its body); what became of the SMS is the list's newest.
 */
export async function llegaSms(
  api: Api,
  p: PasarelaFalsa,
  sms: SmsEntrante,
): Promise<{ status: number; guardado: SmsRecibido | undefined; enviados: number }> {
  const antes = p.enviados.length;
  const { cuerpo, cabeceras } = p.entrega(sms);
  const res = await api.send(recibirWebhookSms, undefined, 'anonimo', {
    payload: cuerpo,
    headers: cabeceras,
  });
  expect(res.status, res.res.body).toBeLessThan(300);
  const [guardado] = (await api.ok(listarSms, undefined, 'admin')).sms;
  return { status: res.status, guardado, enviados: p.enviados.length - antes };
}
