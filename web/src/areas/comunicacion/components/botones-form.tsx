import { TEXTOS_COMUNES } from '@comando/contract';
import { Button } from '../../../ui/index.js';

/** Cancelar / Guardar at the bottom of a form; the submit shows its busy label while saving. */
export function BotonesForm({
  onCancelar,
  ocupado,
  guardar = TEXTOS_COMUNES.guardar,
  guardando = TEXTOS_COMUNES.guardando,
}: {
  onCancelar: () => void;
  ocupado: boolean;
  guardar?: string;
  guardando?: string;
}) {
  return (
    <div className="flex justify-end gap-2 border-t border-borde pt-4">
      <Button variant="secondary" onClick={onCancelar} disabled={ocupado}>
        {TEXTOS_COMUNES.cancelar}
      </Button>
      <Button type="submit" disabled={ocupado}>
        {ocupado ? guardando : guardar}
      </Button>
    </div>
  );
}
