import { describe, expect, it, vi } from 'vitest';
import { Cupo } from './slots.js';

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

  it('tomarAntesDe: quien espera más de lo que puede se va sin plaza y sin su lugar en la fila', async () => {
    vi.useFakeTimers();
    try {
      const cupo = new Cupo(1);
      await cupo.tomar();
      const entraron: string[] = [];
      const impaciente = cupo.tomarAntesDe(5_000);
      void cupo.tomar().then(() => entraron.push('paciente'));
      expect(cupo.enEspera).toBe(2);
      await vi.advanceTimersByTimeAsync(5_000);
      await expect(impaciente).resolves.toBe(false);
      expect(cupo.enEspera).toBe(1);
      // The place goes to the one still waiting, then back to the gate.
      cupo.soltar();
      await vi.advanceTimersByTimeAsync(0);
      expect(entraron).toEqual(['paciente']);
      cupo.soltar();
      expect(cupo.ocupadas).toBe(0);
      // A place that comes in time is taken.
      await cupo.tomar();
      const atendido = cupo.tomarAntesDe(5_000);
      cupo.soltar();
      await expect(atendido).resolves.toBe(true);
      expect(cupo.ocupadas).toBe(1);
    } finally {
      vi.useRealTimers();
    }
  });

  it('con() suelta la plaza también cuando el trabajo falla', async () => {
    const cupo = new Cupo(1);
    await expect(cupo.con(() => Promise.reject(new Error('falla')))).rejects.toThrow('falla');
    expect(cupo.ocupadas).toBe(0);
    await expect(cupo.con(() => Promise.resolve(7))).resolves.toBe(7);
    expect(cupo.ocupadas).toBe(0);
  });

  it('con peso: quien pide varias plazas espera a que se liberen todas, y quien llega detrás no se adelanta aunque quepa', async () => {
    const cupo = new Cupo(10);
    const entraron: string[] = [];
    await cupo.tomar(6);
    void cupo.tomar(8).then(() => entraron.push('ocho'));
    // Two places would fit now, but the heavier caller came first.
    void cupo.tomar(2).then(() => entraron.push('dos'));
    await despues();
    expect(entraron).toEqual([]);
    expect(cupo.enEspera).toBe(2);
    cupo.soltar(6);
    await despues();
    expect(entraron).toEqual(['ocho', 'dos']);
    expect(cupo.ocupadas).toBe(10);
    cupo.soltar(8);
    cupo.soltar(2);
    expect(cupo.ocupadas).toBe(0);
  });

  it('con peso: más plazas de las que hay cuentan como todas, y un peso que no es entero positivo se rechaza', async () => {
    const cupo = new Cupo(4);
    await cupo.con(async () => {
      expect(cupo.ocupadas).toBe(4);
    }, 9);
    expect(cupo.ocupadas).toBe(0);
    expect(() => cupo.tomar(0)).toThrow(RangeError);
    expect(() => cupo.soltar(1.5)).toThrow(RangeError);
  });

  it('rechaza un cupo sin plazas', () => {
    expect(() => new Cupo(0)).toThrow(RangeError);
    expect(() => new Cupo(1.5)).toThrow(RangeError);
  });
});
