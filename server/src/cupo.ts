/**
 * A first-come, first-served gate with `plazas` places (issue 30): `tomar()` resolves at once
 * while a place is free, otherwise when every earlier caller has had theirs; `soltar()` hands
 * the place straight to the oldest waiter, so a caller that asks in between never overtakes.
 * Used for SQLite's one connection (one place) and for the phones' uploads (http/routing.ts).
 */
export class Cupo {
  private libres: number;
  private readonly espera: (() => void)[] = [];

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

  tomar(): Promise<void> {
    if (this.libres > 0) {
      this.libres -= 1;
      return Promise.resolve();
    }
    return new Promise((resolve) => this.espera.push(resolve));
  }

  /**
   * Like `tomar()`, but gives up after `ms`: false, and the caller holds no place (its turn in
   * line is gone). For a wait that must end in an answer, as a database that does not come back.
   */
  tomarAntesDe(ms: number): Promise<boolean> {
    if (this.libres > 0) {
      this.libres -= 1;
      return Promise.resolve(true);
    }
    return new Promise((resolve) => {
      const turno = () => {
        clearTimeout(reloj);
        resolve(true);
      };
      const reloj = setTimeout(() => {
        this.espera.splice(this.espera.indexOf(turno), 1);
        resolve(false);
      }, ms);
      this.espera.push(turno);
    });
  }

  soltar(): void {
    const siguiente = this.espera.shift();
    if (siguiente) siguiente();
    else this.libres += 1;
  }

  /** `fn` run inside a place, released however it ends. */
  async con<T>(fn: () => Promise<T>): Promise<T> {
    await this.tomar();
    try {
      return await fn();
    } finally {
      this.soltar();
    }
  }
}
