import { TEXTOS_FINANZAS, type EstadoFinanzas } from '@comando/contract';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ResumenCards } from './resumen-cards.js';

const T = TEXTOS_FINANZAS.tarjetas;
const ingreso = (id: string, amountCents: number) => ({
  id,
  title: id,
  concept: 'c',
  amountCents,
  date: '2026-11-23T15:00:00Z',
});

describe('ResumenCards', () => {
  it('suma centavos exactos: 0,10 + 0,20 muestra $0,30 y el restante y progreso frente a la meta', () => {
    const estado: EstadoFinanzas = { targetCents: 100_000, entries: [ingreso('a', 10), ingreso('b', 20)] };
    render(<ResumenCards estado={estado} />);
    expect(screen.getByRole('region', { name: T.meta })).toHaveTextContent('$1.000');
    expect(screen.getByRole('region', { name: T.acumulado })).toHaveTextContent('$0,30');
    expect(screen.getByRole('region', { name: T.restante })).toHaveTextContent('$999,70');
    expect(screen.getByRole('region', { name: T.progreso })).toHaveTextContent('0,0%');
  });

  it('sin meta: Meta dice «Sin meta», Restante y Progreso quedan en —, sin barra', () => {
    render(<ResumenCards estado={{ targetCents: null, entries: [ingreso('a', 5_000)] }} />);
    expect(screen.getByRole('region', { name: T.meta })).toHaveTextContent(TEXTOS_FINANZAS.sinMeta);
    expect(screen.getByRole('region', { name: T.acumulado })).toHaveTextContent('$50');
    expect(screen.getByRole('region', { name: T.restante })).toHaveTextContent('—');
    expect(screen.getByRole('region', { name: T.progreso })).toHaveTextContent('—');
    expect(screen.queryByRole('progressbar')).toBeNull();
  });

  it('pasada la meta, Restante es $0 y la barra se limita al 100%', () => {
    render(<ResumenCards estado={{ targetCents: 1_000, entries: [ingreso('a', 1_500)] }} />);
    expect(screen.getByRole('region', { name: T.restante })).toHaveTextContent('$0');
    expect(screen.getByRole('region', { name: T.progreso })).toHaveTextContent('150,0%');
    expect(screen.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '100');
  });
});
