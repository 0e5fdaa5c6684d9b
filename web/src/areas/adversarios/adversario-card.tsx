import {
  formatFechaHora,
  MENSAJES_ADVERSARIOS,
  TEXTOS_ADVERSARIOS,
  type Adversario,
} from '@comando/contract';
import { ConfirmDelete } from '../../ui/index.js';
import { useEliminarAdversario } from './api/mutations.js';

/** One adversary: name, party, description and when it was registered. */
export function AdversarioCard({ adversario }: { adversario: Adversario }) {
  const eliminar = useEliminarAdversario();
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
        <ConfirmDelete
          label={TEXTOS_ADVERSARIOS.eliminar(adversario.nombre)}
          title={TEXTOS_ADVERSARIOS.confirmarTitulo}
          text={TEXTOS_ADVERSARIOS.confirmarTexto(adversario.nombre)}
          confirmLabel={TEXTOS_ADVERSARIOS.confirmar}
          errorText={MENSAJES_ADVERSARIOS.errorEliminar}
          onConfirm={() => eliminar.mutateAsync(adversario.id)}
          className="shrink-0"
        />
      </div>
      <p className="text-sm break-words whitespace-pre-line text-tenue">{adversario.descripcion}</p>
      <p className="mt-auto pt-1 text-xs text-tenue">
        {TEXTOS_ADVERSARIOS.registrado} {formatFechaHora(adversario.fechaCreacion)}
      </p>
    </article>
  );
}
