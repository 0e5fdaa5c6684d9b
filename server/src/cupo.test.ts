import { describe, expect, it } from 'vitest';
import { Cupo } from './cupo.js';

/** Resolves after every promise callback already queued has run. */
const despues = () => new Promise<void>((resolve) => setImmediate(resolve));

describe('Cupo: un turno por orden de llegada', () => {
  it('da tantas plazas como tiene y hace esperar al resto', async () => {
    const cupo = new Cupo(2);
    const entraron: string[] = [];
    for (const quien of ['a', 'b', 'c']) void cupo.tomar().then(() => entraron.push(quien));
    await despues();
    expect(entraron).toEqual(['a', 'b']);
    expect(cupo.ocupadas).toBe(2);
    expect(cupo.enEspera).toBe(1);
  });

  it('al soltar, la plaza pasa al que más espera: quien llega después no se adelanta', async () => {
    const cupo = new Cupo(1);
    const entraron: string[] = [];
    await cupo.tomar();
    void cupo.tomar().then(() => entraron.push('primero en esperar'));
    void cupo.tomar().then(() => entraron.push('segundo en esperar'));
    cupo.soltar();
    // Asks right after the release, before the waiter has run: waits behind the others.
    void cupo.tomar().then(() => entraron.push('recién llegado'));
    await despues();
    expect(entraron).toEqual(['primero en esperar']);
    cupo.soltar();
    await despues();
    cupo.soltar();
    await despues();
    expect(entraron).toEqual(['primero en esperar', 'segundo en esperar', 'recién llegado']);
  });

  it('con() suelta la plaza también cuando el trabajo falla', async () => {
    const cupo = new Cupo(1);
    await expect(cupo.con(() => Promise.reject(new Error('falla')))).rejects.toThrow('falla');
    expect(cupo.ocupadas).toBe(0);
    await expect(cupo.con(() => Promise.resolve(7))).resolves.toBe(7);
    expect(cupo.ocupadas).toBe(0);
  });

  it('rechaza un cupo sin plazas', () => {
    expect(() => new Cupo(0)).toThrow(RangeError);
    expect(() => new Cupo(1.5)).toThrow(RangeError);
  });
});
