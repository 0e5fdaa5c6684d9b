import { MENSAJES_ENCUESTAS, TEXTOS_ENCUESTAS, type Encuesta } from '@comando/contract';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { sessionKey } from '../../api/session.js';
import { encuestasQuery } from './api/queries.js';
import { EncuestasScreen } from './encuestas-screen.js';

/** The screen with the poll list already known (no request is made while it is fresh). */
function pantalla(encuestas: Encuesta[]) {
  const client = new QueryClient({ defaultOptions: { queries: { staleTime: Infinity } } });
  client.setQueryData(encuestasQuery.queryKey, encuestas);
  // An editor: the write controls (Crear Encuesta) show only to roles that may write.
  client.setQueryData(sessionKey, { role: 'editor', name: 'Prueba', email: 'prueba@example.org' });
  render(
    <QueryClientProvider client={client}>
      <EncuestasScreen />
    </QueryClientProvider>,
  );
  return userEvent.setup();
}

describe('pantalla Encuestas', () => {
  it('sin encuestas muestra el estado vacío con Crear Encuesta', () => {
    pantalla([]);
    expect(screen.getByRole('heading', { level: 1, name: TEXTOS_ENCUESTAS.titulo })).toBeInTheDocument();
    expect(screen.getByText('0 encuestas registradas')).toBeInTheDocument();
    expect(screen.getByText(TEXTOS_ENCUESTAS.vacioTitulo)).toBeInTheDocument();
    expect(screen.getByText(TEXTOS_ENCUESTAS.vacioTexto)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: TEXTOS_ENCUESTAS.crear })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: TEXTOS_ENCUESTAS.exportar })).toHaveAttribute(
      'href',
      '/api/encuestas.csv',
    );
  });

  it('el formulario muestra los mensajes del contrato y no envía datos inválidos', async () => {
    const user = pantalla([]);
    await user.click(screen.getByRole('button', { name: TEXTOS_ENCUESTAS.crear }));
    const dialogo = screen.getByRole('dialog', { name: TEXTOS_ENCUESTAS.nuevaTitulo });
    await user.type(within(dialogo).getByLabelText('Encuestadora'), 'I');
    await user.click(within(dialogo).getByRole('button', { name: 'Guardar' }));
    expect(within(dialogo).getByText(MENSAJES_ENCUESTAS.fechaRequerida)).toBeInTheDocument();
    expect(within(dialogo).getByText(MENSAJES_ENCUESTAS.encuestadoraMin)).toBeInTheDocument();
    await user.type(within(dialogo).getByLabelText('Encuestadora'), 'psos');
    expect(within(dialogo).queryByText(MENSAJES_ENCUESTAS.encuestadoraMin)).not.toBeInTheDocument();
  });

  it('una encuesta se muestra con fecha es-ES, muestra y porcentajes con dos decimales', () => {
    pantalla([
      {
        id: '1',
        fecha: '2025-04-12',
        encuestadora: 'Captura Consulting',
        muestra: 1500,
        creadaEn: '2025-04-12T12:00:00Z',
        resultados: [{ candidato: 'CANDIDATO PROPIO', porcentaje: 27.4 }],
      },
    ]);
    expect(screen.getByText('1 encuesta registrada')).toBeInTheDocument();
    const fila = screen.getByRole('row', { name: /12\/04\/2025/ });
    expect(fila).toHaveTextContent('Captura Consulting');
    expect(fila).toHaveTextContent('1.500');
    expect(fila).toHaveTextContent('27,40%');
  });
});
