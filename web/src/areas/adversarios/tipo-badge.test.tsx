import { ETIQUETAS_TIPO } from '@comando/contract';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { TipoBadge } from './tipo-badge.js';

describe('TipoBadge', () => {
  it('muestra la etiqueta del spec con su color y su icono para cada tipo', () => {
    const { container } = render(
      <>
        <TipoBadge tipo="positiva" />
        <TipoBadge tipo="negativa" />
        <TipoBadge tipo="neutral" />
      </>,
    );
    expect(screen.getByText(ETIQUETAS_TIPO.positiva)).toHaveClass('text-teal');
    expect(screen.getByText(ETIQUETAS_TIPO.negativa)).toHaveClass('text-coral');
    expect(screen.getByText(ETIQUETAS_TIPO.neutral)).toHaveClass('text-tenue');
    expect(container.querySelectorAll('svg[aria-hidden="true"]')).toHaveLength(3);
  });

  it('muestra un valor desconocido como Neutral', () => {
    render(<TipoBadge tipo="rarísimo" />);
    const badge = screen.getByText(ETIQUETAS_TIPO.neutral);
    expect(badge).toHaveAttribute('data-tipo', 'neutral');
  });
});
