/** Time source injected into the app so tests can pin "now" (e.g. midnight in La Paz). */
export interface Clock {
  now(): Date;
}

export const systemClock: Clock = { now: () => new Date() };

export function fixedClock(initial: Date | string): Clock & { set(d: Date | string): void } {
  let current = new Date(initial);
  return {
    now: () => new Date(current),
    set: (d) => {
      current = new Date(d);
    },
  };
}
