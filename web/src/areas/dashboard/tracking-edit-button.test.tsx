import {
  ETIQUETAS_CAMPOS as C,
  hoyEnLaPaz,
  MENSAJES_TRACKING,
  mostrarFecha,
  TITULOS_MODALES,
  type PuntoTracking,
} from '@comando/contract';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderConSesion } from '../../../test/con-sesion.js';
import { TrackingEditButton } from './tracking-edit-button.js';

const puntos: PuntoTracking[] = [
  { date: '2025-03-22', candidate: 'CANDIDATO PROPIO', percentage: 28, trend: 'up' },
  { date: '2025-04-12', candidate: 'CANDIDATO PROPIO', percentage: 31.5, trend: 'up' },
  { date: '2025-04-12', candidate: 'OPOSITOR 1', percentage: 22, trend: 'down' },
  { date: '2025-03-22', candidate: 'OPOSITOR 1', percentage: 25, trend: 'up' },
];

function abrir() {
  return renderConSesion(<TrackingEditButton puntos={puntos} />).user;
}

describe('modal de tracking táctico', () => {
  it('se rellena con la última entrada del candidato elegido, o hoy y 0 si no tiene', async () => {
    const user = abrir();
    await user.click(screen.getByRole('button', { name: TITULOS_MODALES.tactico }));
    expect(screen.getByLabelText(C.candidato)).toHaveValue('CANDIDATO PROPIO');
    // Shown as people read them here: dd/mm/aaaa and a decimal comma.
    expect(screen.getByLabelText(C.fecha)).toHaveValue('12/04/2025');
    expect(screen.getByLabelText(C.porcentaje)).toHaveValue('31,5');

    await user.selectOptions(screen.getByLabelText(C.candidato), 'OPOSITOR 1');
    expect(screen.getByLabelText(C.fecha)).toHaveValue('12/04/2025');
    expect(screen.getByLabelText(C.porcentaje)).toHaveValue('22');

    await user.selectOptions(screen.getByLabelText(C.candidato), 'OPOSITOR 2');
    expect(screen.getByLabelText(C.candidato)).toHaveValue('OPOSITOR 2');
    expect(screen.getByLabelText(C.fecha)).toHaveValue(mostrarFecha(hoyEnLaPaz()));
    expect(screen.getByLabelText(C.porcentaje)).toHaveValue('0');
  });

  it('muestra los mensajes de la especificación y los quita al corregir', async () => {
    const user = abrir();
    await user.click(screen.getByRole('button', { name: TITULOS_MODALES.tactico }));
    await user.clear(screen.getByLabelText(C.fecha));
    await user.clear(screen.getByLabelText(C.porcentaje));
    await user.type(screen.getByLabelText(C.porcentaje), '150');
    await user.click(screen.getByRole('button', { name: 'Guardar' }));
    expect(await screen.findByText(MENSAJES_TRACKING.fechaRequerida)).toBeInTheDocument();
    expect(screen.getByText(MENSAJES_TRACKING.porcentajeRango)).toBeInTheDocument();
    await user.clear(screen.getByLabelText(C.porcentaje));
    await user.type(screen.getByLabelText(C.porcentaje), '50');
    expect(screen.queryByText(MENSAJES_TRACKING.porcentajeRango)).not.toBeInTheDocument();
  });
});
