import {
  ETIQUETA_TIPO_INCIDENTE,
  MAX_FOTO_INCIDENTE,
  MAX_TEXTO_INCIDENTE,
  MENSAJES_ENVIO_DELEGADO,
  TEXTOS_DIA_D as T,
  TIPOS_INCIDENTE,
} from '@comando/contract/dia-d-textos';
import { MENSAJES_CELULAR, TEXTOS_CELULAR as TC } from '@comando/contract/celular-textos';
import { nuevoId, type Envio } from './cola.js';
import { olvidar, recordado } from './borrador.js';
import { campoFoto, h } from './dom.js';
import { preparada } from './foto.js';
import { vistaPrevia } from './foto-vista.js';

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
    if (!tipo.value || !texto.value.trim()) {
      error.textContent = !tipo.value
        ? MENSAJES_ENVIO_DELEGADO.tipoRequerido
        : MENSAJES_ENVIO_DELEGADO.textoRequerido;
      return;
    }
    // Issue 44: an incident's photo is prepared as the acta's is (it goes through the same queue,
    // one thing at a time: a camera's 4 MB would hold the acta behind it).
    const archivo = foto.input.files?.[0];
    const lista = archivo ? await preparada(archivo) : null;
    if (archivo && !lista) {
      error.textContent = MENSAJES_CELULAR.fotoIncidenteIlegible;
      return;
    }
    if (lista && lista.foto.size > MAX_FOTO_INCIDENTE) {
      error.textContent = MENSAJES_ENVIO_DELEGADO.fotoGrande;
      return;
    }
    await guardar(
      {
        tipo: 'incidente',
        id: nuevoId(),
        incidente: tipo.value,
        texto: texto.value,
        foto: lista?.foto ?? null,
      },
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
      vistaPrevia(foto.input, { alt: TC.fotoIncidenteAlt, ilegible: MENSAJES_CELULAR.fotoIncidenteIlegible }),
      error,
      h('button', { type: 'submit' }, T.enviar),
    ),
  );
}
