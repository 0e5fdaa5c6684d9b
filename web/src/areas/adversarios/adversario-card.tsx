import { formatFechaHora, TEXTOS_ADVERSARIOS, type Adversario } from '@comando/contract';
import { Trash2 } from 'lucide-react';
import { IconButton } from '../../ui/index.js';

/** One adversary: name, party, description and when it was registered. */
export function AdversarioCard({
  adversario,
  onEliminar,
}: {
  adversario: Adversario;
  onEliminar: (adversario: Adversario) => void;
}) {
  return (
    <article
      aria-label={adversario.nombre}
      className="flex h-full flex-col gap-1 rounded-lg border border-borde bg-panel-2 p-3"
    >
      <div className="flex items-start justify-between gap-2">
        <div className="min-w-0">
          <h3 className="font-semibold break-words text-texto">{adversario.nombre}</h3>
          <p className="text-sm break-words text-rosa">{adversario.partido}</p>
        </div>
        <IconButton
          label={TEXTOS_ADVERSARIOS.eliminar(adversario.nombre)}
          onClick={() => onEliminar(adversario)}
        >
          <Trash2 size={16} aria-hidden="true" />
        </IconButton>
      </div>
      <p className="text-sm break-words whitespace-pre-line text-tenue">{adversario.descripcion}</p>
      <p className="mt-auto pt-1 text-xs text-tenue">
        {TEXTOS_ADVERSARIOS.registrado} {formatFechaHora(adversario.fechaCreacion)}
      </p>
    </article>
  );
}
