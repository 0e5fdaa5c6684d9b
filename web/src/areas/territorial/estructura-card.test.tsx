import { REGIONES_TERRITORIALES, TEXTOS_TERRITORIAL, type ResumenRegionTerritorial } from '@comando/contract';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { EstructuraCard } from './estructura-card.js';
import { EventosCard } from './eventos-card.js';

function resumen(defensores: Record<string, number>, eventos: Record<string, number> = {}) {
  return REGIONES_TERRITORIALES.map((r): ResumenRegionTerritorial => ({
    id: r.id,
    name: r.name,
    location: r.location,
    configured: true,
    electionDate: '2025-05-01',
    targetDefenders: 100,
    promotedCount: 0,
    targetPromoters: 500,
    defendersCount: defensores[r.id] ?? 0,
    eventsCount: eventos[r.id] ?? 0,
    segmentsCount: 0,
  }));
}

function renderCard(ui: React.ReactNode) {
  return render(<QueryClientProvider client={new QueryClient()}>{ui}</QueryClientProvider>);
}

describe('EstructuraCard', () => {
  it('ordena por progreso, da oro, plata y bronce a los tres primeros y limita la barra a 100%', () => {
    renderCard(<EstructuraCard regiones={resumen({ tarija: 150, beni: 40, potosi: 40, oruro: 10 })} />);
    const card = screen.getByRole('region', { name: TEXTOS_TERRITORIAL.estructura });
    const filas = within(card).getAllByRole('button');
    expect(filas.map((b) => b.getAttribute('aria-label')?.split(':')[0])).toEqual([
      'Tarija',
      'Beni',
      'Potosí',
      'Oruro',
      'Pando',
      'La Paz',
      'Cochabamba',
      'Chuquisaca',
      'Santa Cruz',
    ]);
    const rangos = filas.map((b) => b.querySelector('[data-rango]')?.getAttribute('data-rango') ?? null);
    expect(rangos.slice(0, 4)).toEqual(['oro', 'plata', 'bronce', null]);
    expect(filas[0]).toHaveAccessibleName('Tarija: 150 / 100 defensores, 150,0%');
    const barra = filas[0]!.querySelector<HTMLElement>('[style]');
    expect(barra?.style.width).toBe('100%');
    // Overall: 240 of 900.
    expect(within(card).getByText('26,7%')).toBeInTheDocument();
  });
});

describe('EstructuraCard sin avance', () => {
  it('no da medallas a las regiones con 0,0 %', () => {
    renderCard(<EstructuraCard regiones={resumen({ tarija: 5 })} />);
    const card = screen.getByRole('region', { name: TEXTOS_TERRITORIAL.estructura });
    const rangos = within(card)
      .getAllByRole('button')
      .map((b) => b.querySelector('[data-rango]')?.getAttribute('data-rango') ?? null);
    expect(rangos.slice(0, 3)).toEqual(['oro', null, null]);
  });
});

describe('EventosCard', () => {
  it('ordena por cantidad y marca Activo o Sin eventos', () => {
    renderCard(<EventosCard regiones={resumen({}, { beni: 1, 'santa-cruz': 3 })} />);
    const card = screen.getByRole('region', { name: TEXTOS_TERRITORIAL.eventos });
    const filas = within(card).getAllByRole('button');
    expect(filas[0]).toHaveAccessibleName('Santa Cruz: 3 eventos, Activo');
    expect(filas[1]).toHaveAccessibleName('Beni: 1 evento, Activo');
    expect(filas[2]).toHaveAccessibleName('Pando: 0 eventos, Sin eventos');
  });
});
