import { enviarActa, me } from '@comando/contract';
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { Cupo } from '../performance/slots.js';
import { handle } from './routing.js';

// Issue 30: a phone's report with its photo is read whole, then waits in the uploads' line
// (HandleOptions.celular); handle() refuses a route marked fotoDelCelular without them, and a
// route without the mark with them, when it is registered.
describe('handle(): la foto del celular y su lectura y fila van juntas', () => {
  const nada = () => Promise.resolve(undefined);
  const celular = { recibir: () => Promise.resolve(() => {}), cupo: new Cupo(1) };

  it('una ruta con foto del celular sin su lectura y su fila no se registra', () => {
    expect(() => handle(Fastify(), enviarActa, nada)).toThrow(/van juntas/);
  });

  it('una ruta sin foto del celular no lleva ni lectura previa ni fila', () => {
    expect(() => handle(Fastify(), me, nada, { celular })).toThrow(/van juntas/);
  });

  it('con la marca y ambas se registra', () => {
    expect(() => handle(Fastify(), enviarActa, nada, { celular })).not.toThrow();
  });
});
