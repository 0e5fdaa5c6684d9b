import { MENSAJES_SIMULACRO as M, RUTA_SALUD } from '@comando/contract/simulacro-textos';

/**
 * The rehearsal band of the phone page (issue 30): when the server runs with SIMULACRO=1, a band
 * above the page says so, outside what the page redraws. Offline, nothing is shown (the server
 * could not be asked); the HQ screens show it too.
 */
export async function mostrarBandaSimulacro(): Promise<void> {
  const salud: { simulacro?: boolean } = await fetch(RUTA_SALUD.path, { credentials: 'same-origin' })
    .then((r) => (r.ok ? (r.json() as Promise<{ simulacro?: boolean }>) : {}))
    .catch(() => ({}));
  if (salud.simulacro !== true) return;
  const banda = document.createElement('div');
  banda.setAttribute('role', 'status');
  banda.style.cssText =
    'background:#fbbf24;color:#000;padding:6px 12px;text-align:center;font-size:14px;line-height:1.4';
  const fuerte = document.createElement('strong');
  fuerte.style.letterSpacing = '0.2em';
  fuerte.textContent = M.banda;
  banda.append(fuerte, ` ${M.bandaDetalle}`);
  document.body.prepend(banda);
}
