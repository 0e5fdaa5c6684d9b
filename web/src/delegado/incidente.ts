import {
  ETIQUETA_TIPO_INCIDENTE,
  MAX_FOTO_INCIDENTE,
  MAX_TEXTO_INCIDENTE,
  MENSAJES_ENVIO_DELEGADO,
  TEXTOS_DIA_D as T,
  TIPOS_INCIDENTE,
} from '@comando/contract/dia-d-textos';
import { nuevoId, type Envio } from './cola.js';
import { olvidar, recordado } from './borrador.js';
import { campoFoto, h } from './dom.js';

/** An incident: its type, what happened and an optional photo, queued before it is sent. */
export function seccionIncidente(
  guardar: (envio: Envio, aviso: string, enCola: () => void) => Promise<void>,
): HTMLElement {
  const tipo = recordado(
    h(
      'select',
      { id: 'tipo', name: 'tipo', required: true },
      h('option', { value: '' }, '—'),
      ...TIPOS_INCIDENTE.map((t) => h('option', { value: t }, ETIQUETA_TIPO_INCIDENTE[t])),
    ),
  );
  const texto = recordado(
    h('textarea', {
      id: 'texto',
      name: 'texto',
      required: true,
      maxlength: String(MAX_TEXTO_INCIDENTE),
    }),
  );
  const foto = campoFoto('foto', T.foto, MAX_FOTO_INCIDENTE, { accept: 'image/jpeg,image/png,image/webp' });
  const error = h('p', { class: 'error', role: 'alert' });
  async function reportar() {
    const archivo = foto.input.files?.[0] ?? null;
    if (archivo && archivo.size > MAX_FOTO_INCIDENTE) {
      error.textContent = MENSAJES_ENVIO_DELEGADO.fotoGrande;
      return;
    }
    if (!tipo.value || !texto.value.trim()) {
      error.textContent = !tipo.value
        ? MENSAJES_ENVIO_DELEGADO.tipoRequerido
        : MENSAJES_ENVIO_DELEGADO.textoRequerido;
      return;
    }
    await guardar(
      { tipo: 'incidente', id: nuevoId(), incidente: tipo.value, texto: texto.value, foto: archivo },
      T.incidenteGuardado,
      () => olvidar([tipo.id, texto.id, foto.input.id]),
    );
  }

  return h(
    'section',
    { 'aria-labelledby': 'reportar' },
    h('h2', { id: 'reportar' }, T.reportarIncidente),
    h(
      'form',
      {
        submit: (e) => {
          e.preventDefault();
          void reportar();
        },
      },
      h('label', { for: 'tipo' }, T.tipo),
      tipo,
      h('label', { for: 'texto' }, T.descripcion),
      texto,
      ...foto.nodos,
      error,
      h('button', { type: 'submit' }, T.enviar),
    ),
  );
}
