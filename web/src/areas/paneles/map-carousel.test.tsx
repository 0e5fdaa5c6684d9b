import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { MapCarousel } from './map-carousel.js';

const mapas = [20, 21, 22, 23].map((id) => ({ id, titulo: `Circunscripción ${id}` }));

describe('carrusel de mapas', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('avanza cada 12 s exactos y vuelve al primero tras el último', () => {
    render(<MapCarousel mapas={mapas} />);
    expect(screen.getByText('Mapa 1 de 4')).toBeInTheDocument();
    act(() => {
      vi.advanceTimersByTime(11_999);
    });
    expect(screen.getByText('Mapa 1 de 4')).toBeInTheDocument();
    act(() => {
      vi.advanceTimersByTime(1);
    });
    expect(screen.getByText('Mapa 2 de 4')).toBeInTheDocument();
    act(() => {
      vi.advanceTimersByTime(36_000);
    });
    expect(screen.getByText('Mapa 1 de 4')).toBeInTheDocument();
  });

  it('anterior desde el primero va al último y detiene el avance para siempre', () => {
    render(<MapCarousel mapas={mapas} />);
    fireEvent.click(screen.getByRole('button', { name: 'Mapa anterior' }));
    expect(screen.getByText('Mapa 4 de 4')).toBeInTheDocument();
    act(() => {
      vi.advanceTimersByTime(60_000);
    });
    expect(screen.getByText('Mapa 4 de 4')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /^Mostrar mapa 4:/ })).toHaveAttribute('aria-current', 'true');
  });

  it('el zoom de 1,5× se alterna con la imagen y detiene el avance', () => {
    render(<MapCarousel mapas={mapas} />);
    fireEvent.click(screen.getByRole('button', { name: /^Ampliar mapa 20/ }));
    expect(screen.getByRole('img')).toHaveStyle({ transform: 'scale(1.5)' });
    act(() => {
      vi.advanceTimersByTime(24_000);
    });
    expect(screen.getByText('Mapa 1 de 4')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: /^Reducir mapa 20/ }));
    expect(screen.getByRole('img')).toHaveStyle({ transform: 'scale(1)' });
  });

  it('no avanza solo si el usuario prefiere movimiento reducido', () => {
    vi.stubGlobal('matchMedia', (q: string) => ({
      matches: q.includes('reduce'),
      media: q,
      addEventListener() {},
      removeEventListener() {},
    }));
    render(<MapCarousel mapas={mapas} />);
    act(() => {
      vi.advanceTimersByTime(48_000);
    });
    expect(screen.getByText('Mapa 1 de 4')).toBeInTheDocument();
    expect(screen.getByText('Avance automático detenido')).toBeInTheDocument();
  });
});
