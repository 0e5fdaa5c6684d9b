import type { Evento } from '@comando/contract';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { CalendarioMes } from './calendario-mes.js';

const eventos: Evento[] = [
  { id: '1', titulo: 'Mitin', fecha: '2026-11-25', completado: false },
  { id: '2', titulo: 'Foro', fecha: '2026-11-25', completado: true },
  { id: '3', titulo: 'Debate TV', fecha: '2026-11-10', completado: true },
];

describe('CalendarioMes', () => {
  it('empieza en lunes y colorea: rosa con algún pendiente, teal con todos completados', () => {
    const { container } = render(
      <CalendarioMes anio={2026} mes={11} hoy="2026-11-23" eventos={eventos} onDia={() => {}} />,
    );
    expect(container.textContent?.startsWith('LunMarMiéJueVieSábDom26272829303112')).toBe(true);
    expect(screen.getByRole('button', { name: '25 de noviembre de 2026: 2 eventos' })).toHaveAttribute(
      'data-color',
      'pendiente',
    );
    expect(screen.getByRole('button', { name: '10 de noviembre de 2026: 1 evento' })).toHaveAttribute(
      'data-color',
      'completado',
    );
    // Today is marked for assistive technology too.
    expect(container.querySelector('[aria-current="date"]')?.textContent).toBe('23');
  });

  it('el día con más de un evento lleva insignia y su tooltip lista títulos y estado, también con el teclado', async () => {
    const onDia = vi.fn();
    render(<CalendarioMes anio={2026} mes={11} hoy="2026-11-23" eventos={eventos} onDia={onDia} />);
    const dia = screen.getByRole('button', { name: '25 de noviembre de 2026: 2 eventos' });
    expect(dia).toHaveTextContent('252');
    expect(dia).toHaveAccessibleDescription('Mitin — Pendiente Foro — Completado');
    await userEvent.tab();
    await userEvent.tab();
    expect(dia).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    expect(onDia).toHaveBeenCalledWith('2026-11-25');
  });
});
