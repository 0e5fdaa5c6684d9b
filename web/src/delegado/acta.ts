import {
  errorDeFiguras,
  ETIQUETA_ESTADO_ACTA,
  MAX_FOTO_ACTA,
  MENSAJES_ACTAS,
  TEXTOS_ACTAS,
  TIPOS_FOTO_ACTA,
} from '@comando/contract/actas-textos';
import type { Partido } from '@comando/contract';
import { MENSAJES_CELULAR, TEXTOS_CELULAR as TC } from '@comando/contract/celular-textos';
import { huellaSha256, nuevoId, type Envio } from './cola.js';
import { olvidar, recordado } from './borrador.js';
import { campoFoto, h } from './dom.js';
import { preparada } from './foto.js';
import { vistaPrevia } from './foto-vista.js';

const entero = (s: string) => (/^\d{1,7}$/.test(s.trim()) ? Number(s.trim()) : null);

/** What the form needs: the ballot, the mesa's habilitados and the acta it last sent. */
export interface DatosActa {
  partidos?: Partido[];
  habilitados: number;
  acta?: { version: number; estado: keyof typeof ETIQUETA_ESTADO_ACTA; alertaParticipacion?: boolean } | null;
}

/**
 * Whose acta: the delegate's own mesa (the default), or (issue 28) a mesa the recinto chief
 * sends for — its code travels with the queued acta and prefixes the fields' ids, so what was
 * typed for one mesa never shows in another's form.
 */
export interface OpcionesActa {
  mesa: string;
  titulo: string;
  ayuda: string;
}

/** The acta of the mesa: one figure per party, blank and null votes, and its photo. */
export function seccionActa(
  y: DatosActa,
  guardar: (envio: Envio, aviso: string, enCola: () => void) => Promise<void>,
  otra?: OpcionesActa,
): HTMLElement {
  const prefijo = otra ? `jefe-${otra.mesa}-` : '';
  const titulo = h('h2', { id: `${prefijo}acta` }, otra?.titulo ?? TEXTOS_ACTAS.actaTitulo);
  const papeleta = y.partidos ?? [];
  if (papeleta.length === 0) {
    return h(
      'section',
      { 'aria-labelledby': `${prefijo}acta` },
      titulo,
      h('p', { class: 'tenue' }, TEXTOS_ACTAS.sinPapeleta),
    );
  }
  const campo = (nombre: string, etiqueta: string) => {
    const id = `${prefijo}${nombre}`;
    const input = recordado(
      h('input', {
        id,
        name: nombre,
        inputmode: 'numeric',
        pattern: '[0-9]*',
        autocomplete: 'off',
        required: true,
      }),
    );
    return { input, nodos: [h('label', { for: id }, etiqueta), input] };
  };
  const partidos = papeleta.map((p) => ({ p, ...campo(`votos-${p.sigla}`, `${p.sigla} — ${p.nombre}`) }));
  const blancos = campo('blancos', TEXTOS_ACTAS.blancos);
  const nulos = campo('nulos', TEXTOS_ACTAS.nulos);
  const foto = campoFoto(`${prefijo}foto-acta`, TEXTOS_ACTAS.fotoActa, MAX_FOTO_ACTA, {
    accept: TIPOS_FOTO_ACTA.join(','),
    capture: 'environment',
    required: true,
  });
  const error = h('p', { class: 'error', role: 'alert' });

  async function enviarActa() {
    const cifras = [...partidos.map((x) => x.input), blancos.input, nulos.input].map((i) => entero(i.value));
    if (cifras.some((c) => c === null)) {
      error.textContent = MENSAJES_ACTAS.cifraInvalida;
      return;
    }
    const figuras = {
      votos: Object.fromEntries(partidos.map((x, i) => [x.p.sigla, cifras[i] as number])),
      blancos: cifras[partidos.length] as number,
      nulos: cifras[partidos.length + 1] as number,
    };
    const regla = errorDeFiguras(
      figuras,
      papeleta.map((p) => p.sigla),
      y.habilitados,
    );
    if (regla) {
      error.textContent = regla;
      return;
    }
    const archivo = foto.input.files?.[0];
    if (!archivo) {
      error.textContent = MENSAJES_ACTAS.fotoRequerida;
      return;
    }
    // Issue 44: the photo prepared on the phone (chosen: its preparation started then) is what is
    // hashed, queued and sent; one the phone cannot decode is refused here.
    const lista = await preparada(archivo);
    if (!lista) {
      error.textContent = MENSAJES_CELULAR.fotoIlegible;
      return;
    }
    if (lista.foto.size > MAX_FOTO_ACTA) {
      error.textContent = MENSAJES_ACTAS.fotoGrande;
      return;
    }
    const sha256 = await huellaSha256(lista.foto);
    await guardar(
      {
        tipo: 'acta',
        id: nuevoId(),
        ...figuras,
        foto: lista.foto,
        ...(sha256 ? { sha256 } : {}),
        ...(otra ? { mesa: otra.mesa } : {}),
      },
      TEXTOS_ACTAS.actaGuardada,
      () => olvidar([...partidos.map((x) => x.input.id), blancos.input.id, nulos.input.id, foto.input.id]),
    );
  }

  const estado = y.acta
    ? [
        h(
          'p',
          { class: 'ok', role: 'status' },
          TEXTOS_ACTAS.actaEnviada(y.acta.version, ETIQUETA_ESTADO_ACTA[y.acta.estado]),
        ),
        y.acta.alertaParticipacion === true && h('p', { class: 'aviso' }, TEXTOS_ACTAS.alertaParticipacion),
        h('p', { class: 'tenue' }, TEXTOS_ACTAS.corregir),
      ]
    : [h('p', { class: 'tenue' }, otra?.ayuda ?? TEXTOS_ACTAS.actaAyuda)];
  return h(
    'section',
    { 'aria-labelledby': `${prefijo}acta` },
    titulo,
    ...estado,
    h(
      'form',
      {
        novalidate: true,
        submit: (e) => {
          e.preventDefault();
          void enviarActa();
        },
      },
      ...partidos.flatMap((x) => x.nodos),
      ...blancos.nodos,
      ...nulos.nodos,
      ...foto.nodos,
      vistaPrevia(foto.input, { alt: TC.fotoPreparadaAlt, ilegible: MENSAJES_CELULAR.fotoIlegible }),
      error,
      h('button', { type: 'submit' }, TEXTOS_ACTAS.enviarActa),
    ),
  );
}
