import { enviarActa, me } from '@comando/contract';
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { Cupo } from '../cupo.js';
import { handle } from './routing.js';

// Issue 30: a phone's report with its photo is read whole (recibir), then waits in the uploads'
// line (cupo); handle() refuses a route that has one without the other, or either without the
// contract's fotoDelCelular mark, when it is registered.
describe('handle(): la foto del celular, su lectura y su fila van juntas', () => {
  const nada = () => Promise.resolve(undefined);
  const recibir = () => Promise.resolve(() => {});

  it('una ruta con foto del celular sin su lectura previa o sin su fila no se registra', () => {
    const app = Fastify();
    expect(() => handle(app, enviarActa, nada, { cupo: new Cupo(1) })).toThrow(/van juntas/);
    expect(() => handle(app, enviarActa, nada, { recibir })).toThrow(/van juntas/);
    expect(() => handle(app, enviarActa, nada)).toThrow(/van juntas/);
  });

  it('una ruta sin foto del celular no lleva ni lectura previa ni fila', () => {
    const app = Fastify();
    expect(() => handle(app, me, nada, { recibir })).toThrow(/van juntas/);
    expect(() => handle(app, me, nada, { cupo: new Cupo(1) })).toThrow(/van juntas/);
  });

  it('con las tres se registra', () => {
    const app = Fastify();
    expect(() => handle(app, enviarActa, nada, { cupo: new Cupo(1), recibir })).not.toThrow();
  });
});
