import { MENSAJES_JURIDICO, TEXTOS_JURIDICO } from '@comando/contract';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ArchivoVisor, type ArchivoAbierto } from './archivo-visor.js';

function renderVisor(abierto: ArchivoAbierto) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <ArchivoVisor abierto={abierto} onClose={() => {}} />
    </QueryClientProvider>,
  );
}

describe('ArchivoVisor', () => {
  it('sin archivo muestra «No se pudo cargar el archivo» y no ofrece descarga', () => {
    renderVisor({ carpetaId: 'c1', archivo: null });
    expect(screen.getByRole('dialog', { name: TEXTOS_JURIDICO.visor })).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent(MENSAJES_JURIDICO.noSePudoCargar);
    expect(screen.queryByRole('link', { name: TEXTOS_JURIDICO.descargarArchivo })).toBeNull();
  });

  it('si el servidor no entrega el archivo muestra el mismo mensaje en lugar del visor', async () => {
    // jsdom has no server behind it: the availability check fails as an unreachable file does.
    renderVisor({
      carpetaId: 'c1',
      archivo: {
        id: 'a1',
        nombre: 'acta.pdf',
        tipo: 'application/pdf',
        tamano: 10,
        subidoEn: '2026-11-23T15:00:00Z',
      },
    });
    expect(await screen.findByRole('alert')).toHaveTextContent(MENSAJES_JURIDICO.noSePudoCargar);
    expect(document.querySelector('iframe')).toBeNull();
    expect(screen.getByRole('link', { name: TEXTOS_JURIDICO.descargarArchivo })).toHaveAttribute(
      'href',
      '/api/juridico/carpetas/c1/archivos/a1?descargar=1',
    );
  });
});
