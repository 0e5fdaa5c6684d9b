import { MENSAJES_COMUNICACION as M, TEXTOS_COMUNICACION as T, type EarnedMedia } from '@comando/contract';
import { Megaphone } from 'lucide-react';
import { useEarnedMedia } from './api/queries.js';
import { useEliminarEarnedMedia } from './api/mutations.js';
import { ColeccionCard } from './coleccion-card.js';
import { EarnedMediaForm } from './earned-media-form.js';
import { EnlaceExterno } from './enlace-externo.js';

export function EarnedMediaCard() {
  return (
    <ColeccionCard<EarnedMedia>
      textos={{
        titulo: T.earnedMedia,
        singular: T.nota,
        plural: T.notas,
        agregar: T.agregarEarnedMedia,
        editar: T.editarEarnedMedia,
        eliminar: T.eliminarEarnedMedia,
        confirmarEliminar: T.confirmarEliminarNota,
        vacio: T.sinNotas,
        errorEliminar: M.errorEliminarEarnedMedia,
      }}
      icono={<Megaphone size={16} aria-hidden="true" className="text-primario" />}
      query={useEarnedMedia()}
      eliminar={useEliminarEarnedMedia()}
      nombreItem={(n) => n.titulo}
      renderItem={(n) => (
        <div>
          <EnlaceExterno url={n.url} texto={n.titulo} />
          <p className="text-xs text-tenue">{n.medio}</p>
        </div>
      )}
      renderForm={(props) => <EarnedMediaForm {...props} />}
    />
  );
}
