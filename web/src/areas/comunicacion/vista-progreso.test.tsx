import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { conElemento, sinElemento } from '../../api/lists.js';
import { VistaProgreso } from './vista-progreso.js';

describe('VistaProgreso', () => {
  it('muestra el porcentaje con un decimal y la barra', () => {
    render(<VistaProgreso actual="1" meta="3" etiqueta="Avance" />);
    expect(screen.getByRole('status', { name: 'Progreso: 33,3%' })).toHaveTextContent('33,3%');
    expect(screen.getByRole('progressbar', { name: 'Avance' })).toHaveAttribute('aria-valuetext', '33,3%');
  });

  it('con campos vacíos o meta no positiva no inventa un porcentaje', () => {
    const { rerender } = render(<VistaProgreso actual="" meta="100" etiqueta="Avance" />);
    expect(screen.getByRole('status')).toHaveTextContent('—');
    rerender(<VistaProgreso actual="5" meta="0" etiqueta="Avance" />);
    expect(screen.getByRole('status')).toHaveTextContent('—');
  });
});

describe('listas en caché', () => {
  const a = { id: 'a', n: 1 };
  const b = { id: 'b', n: 2 };
  it('un elemento nuevo va al principio y uno editado reemplaza al anterior', () => {
    expect(conElemento([a], b)).toEqual([b, a]);
    expect(conElemento([a, b], { id: 'b', n: 3 })).toEqual([a, { id: 'b', n: 3 }]);
    expect(conElemento(undefined, a)).toBeUndefined();
  });
  it('quita por id', () => {
    expect(sinElemento([a, b], 'a')).toEqual([b]);
  });
});
