/**
 * A first-come, first-served gate with `plazas` places (issue 30): `tomar()` resolves at once
 * while a place is free and nobody waits, otherwise when every earlier caller has had theirs;
 * `soltar()` hands the places straight to the oldest waiters, so a caller that asks in between
 * never overtakes. A caller may take several places at once (`peso`): the gate then counts an
 * amount (the kilobytes of the phones' bodies in memory) and the oldest waiter still goes first
 * even when a lighter one behind it would fit. Used for SQLite's one connection (one place), for
 * the phones' uploads (http/routing.ts) and for the memory their bodies hold (dia-d/envio.ts).
 */
export class Cupo {
  private libres: number;
  private readonly espera: { peso: number; turno: () => void }[] = [];

  constructor(readonly plazas: number) {
    if (!Number.isInteger(plazas) || plazas < 1) throw new RangeError(`plazas inválidas: ${plazas}`);
    this.libres = plazas;
  }

  /** Places taken. */
  get ocupadas(): number {
    return this.plazas - this.libres;
  }

  /** Callers waiting for a place. */
  get enEspera(): number {
    return this.espera.length;
  }

  /** More places than the gate has would never come free: a caller takes at most all of them. */
  private medida(peso: number): number {
    if (!Number.isInteger(peso) || peso < 1) throw new RangeError(`peso inválido: ${peso}`);
    return Math.min(peso, this.plazas);
  }

  tomar(peso = 1): Promise<void> {
    const p = this.medida(peso);
    if (this.espera.length === 0 && this.libres >= p) {
      this.libres -= p;
      return Promise.resolve();
    }
    return new Promise((resolve) => this.espera.push({ peso: p, turno: resolve }));
  }

  /**
   * Like `tomar()` (one place), but gives up after `ms`: false, and the caller holds no place (its
   * turn in line is gone). For a wait that must end in an answer, as a database that does not come back.
   */
  tomarAntesDe(ms: number): Promise<boolean> {
    if (this.espera.length === 0 && this.libres > 0) {
      this.libres -= 1;
      return Promise.resolve(true);
    }
    return new Promise((resolve) => {
      const espera = {
        peso: 1,
        turno: () => {
          clearTimeout(reloj);
          resolve(true);
        },
      };
      const reloj = setTimeout(() => {
        this.espera.splice(this.espera.indexOf(espera), 1);
        resolve(false);
      }, ms);
      this.espera.push(espera);
    });
  }

  /** Gives back `peso` places (what `tomar(peso)` took). */
  soltar(peso = 1): void {
    this.libres += this.medida(peso);
    this.despertar();
  }

  /** The oldest waiters, as many as the free places cover, in their order. */
  private despertar(): void {
    for (let primero = this.espera[0]; primero && primero.peso <= this.libres; primero = this.espera[0]) {
      this.espera.shift();
      this.libres -= primero.peso;
      primero.turno();
    }
  }

  /** `fn` run inside `peso` places, released however it ends. */
  async con<T>(fn: () => Promise<T>, peso = 1): Promise<T> {
    await this.tomar(peso);
    try {
      return await fn();
    } finally {
      this.soltar(peso);
    }
  }
}
