import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { ConfirmDialog } from './confirm-dialog.js';
import { TextField } from './field.js';
import { ProgressBar } from './progress-bar.js';
import { Spinner } from './spinner.js';

describe('ProgressBar', () => {
  it('anuncia el valor real y limita el relleno al 100%', () => {
    render(<ProgressBar value={150} max={100} label="Avance" />);
    const bar = screen.getByRole('progressbar', { name: 'Avance' });
    expect(bar).toHaveAttribute('aria-valuenow', '100');
    expect(bar).toHaveAttribute('aria-valuetext', '150,0%');
    expect((bar.firstElementChild as HTMLElement).style.width).toBe('100%');
  });

  it('con máximo cero no divide por cero', () => {
    render(<ProgressBar value={5} max={0} label="Vacía" />);
    expect(screen.getByRole('progressbar', { name: 'Vacía' })).toHaveAttribute('aria-valuetext', '0,0%');
  });
});

describe('TextField', () => {
  it('une la etiqueta con el campo y anuncia el error debajo', () => {
    render(<TextField label="Mensaje" error="El mensaje es requerido" />);
    const input = screen.getByLabelText('Mensaje');
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription('El mensaje es requerido');
    expect(screen.getByRole('alert')).toHaveTextContent('El mensaje es requerido');
  });
});

describe('Spinner', () => {
  it('es un estado con su texto', () => {
    render(<Spinner text="Cargando dashboard..." />);
    expect(screen.getByRole('status')).toHaveTextContent('Cargando dashboard...');
  });
});

describe('ConfirmDialog', () => {
  function Harness({ onConfirm }: { onConfirm: () => void }) {
    const [open, setOpen] = useState(true);
    return (
      <ConfirmDialog
        open={open}
        onOpenChange={setOpen}
        title="Cerrar Sesión"
        text="¿Estás seguro que deseas cerrar la sesión?"
        onConfirm={onConfirm}
      />
    );
  }

  it('Cancelar cierra sin confirmar; Confirmar llama a la acción', async () => {
    const user = userEvent.setup();
    const onConfirm = vi.fn();
    const { unmount } = render(<Harness onConfirm={onConfirm} />);
    expect(screen.getByRole('dialog', { name: 'Cerrar Sesión' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Cancelar' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(onConfirm).not.toHaveBeenCalled();
    unmount();
    render(<Harness onConfirm={onConfirm} />);
    await user.click(screen.getByRole('button', { name: 'Confirmar' }));
    expect(onConfirm).toHaveBeenCalledOnce();
  });

  it('Escape cierra el diálogo', async () => {
    const user = userEvent.setup();
    render(<Harness onConfirm={vi.fn()} />);
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
