import { TEXTOS_TRABAJO_OFICIAL as T, type TrabajoOficial } from '@comando/contract';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { AvanceTrabajo } from './avance-trabajo.js';

const trabajo = (t: Partial<TrabajoOficial>): TrabajoOficial => ({
  id: 't1',
  fase: 'leyendo',
  hechas: 0,
  total: 0,
  error: null,
  resultado: null,
  ...t,
});

describe('avance de una importación oficial grande en el servidor', () => {
  it('mientras lee: «Procesando fila 35.000 de 70.000» y la barra a la mitad', () => {
    render(<AvanceTrabajo trabajo={trabajo({ hechas: 35_000, total: 70_000 })} />);
    const barra = screen.getByRole('progressbar', { name: T.progreso });
    expect(barra).toHaveAttribute('aria-valuenow', '35000');
    expect(barra).toHaveAttribute('aria-valuemax', '70000');
    expect(screen.getByRole('status')).toHaveTextContent('Procesando fila 35.000 de 70.000');
  });

  it('antes de contar las filas dice que lee el archivo; al guardar cuenta las mesas', () => {
    const { rerender } = render(<AvanceTrabajo trabajo={trabajo({})} />);
    expect(screen.getByRole('status')).toHaveTextContent(T.leyendoArchivo);
    rerender(<AvanceTrabajo trabajo={trabajo({ fase: 'guardando', hechas: 500, total: 33_439 })} />);
    expect(screen.getByRole('status')).toHaveTextContent('Guardando mesa 500 de 33.439');
    expect(screen.getByRole('progressbar', { name: T.progreso })).toHaveAttribute('aria-valuenow', '500');
  });
});
