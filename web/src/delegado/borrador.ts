/**
 * What the delegate has typed or chosen and not yet sent, kept across redraws. The page draws
 * itself anew whenever something changes (a message from HQ, the signal dropping, a queue
 * emptied); without this, a message arriving while the delegate types the acta wiped the
 * figures typed so far and took the focus away.
 */
const valores = new Map<string, string>();
const archivos = new Map<string, File>();

type Campo = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;

/** The field comes back with what was last typed or chosen in it, and remembers what comes next. */
export function recordado<T extends Campo>(campo: T): T {
  const id = campo.id;
  if (campo instanceof HTMLInputElement && campo.type === 'file') {
    const archivo = archivos.get(id);
    if (archivo) {
      const dt = new DataTransfer();
      dt.items.add(archivo);
      campo.files = dt.files;
    }
    campo.addEventListener('change', () => {
      const elegido = campo.files?.[0];
      if (elegido) archivos.set(id, elegido);
      else archivos.delete(id);
    });
    return campo;
  }
  const valor = valores.get(id);
  if (valor !== undefined) campo.value = valor;
  const guardar = () => valores.set(id, campo.value);
  campo.addEventListener('input', guardar);
  campo.addEventListener('change', guardar);
  return campo;
}

/** Once a form is safely queued, its fields start empty again. */
export function olvidar(ids: readonly string[]) {
  for (const id of ids) {
    valores.delete(id);
    archivos.delete(id);
  }
}

/**
 * Redraws `raiz` with `dibujar` and gives the focus (and the caret) back to the field that had
 * it, so a redraw in the middle of typing goes unnoticed.
 */
export function redibujarConFoco(raiz: HTMLElement, dibujar: () => void) {
  const activo = document.activeElement;
  const id = activo instanceof HTMLElement && raiz.contains(activo) ? activo.id : '';
  const cursor =
    activo instanceof HTMLInputElement || activo instanceof HTMLTextAreaElement
      ? ([activo.selectionStart, activo.selectionEnd] as const)
      : null;
  dibujar();
  if (!id) return;
  const nuevo = document.getElementById(id);
  if (!nuevo) return;
  nuevo.focus({ preventScroll: true });
  if (cursor && (nuevo instanceof HTMLInputElement || nuevo instanceof HTMLTextAreaElement)) {
    try {
      nuevo.setSelectionRange(cursor[0] ?? null, cursor[1] ?? null);
    } catch {
      // Fields without a caret (a file input) refuse a selection: the focus is what matters.
    }
  }
}
