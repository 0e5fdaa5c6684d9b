import { MENSAJES_COMUNICACION as M, TEXTOS_COMUNICACION as T, type NotaPrensa } from '@comando/contract';
import { Newspaper } from 'lucide-react';
import { useEliminarNotaPrensa } from './api/mutations.js';
import { usePrensaPagada } from './api/queries.js';
import { ColeccionCard } from './coleccion-card.js';
import { EnlaceExterno } from './enlace-externo.js';
import { NotaPrensaForm } from './nota-prensa-form.js';

function NotaPrensaItem({ nota }: { nota: NotaPrensa }) {
  return (
    <article className="flex gap-3">
      <img
        src={nota.imagen_url}
        alt=""
        width={112}
        height={63}
        loading="lazy"
        className="h-16 w-28 shrink-0 rounded-md border border-borde object-cover"
      />
      <div className="min-w-0">
        <EnlaceExterno url={nota.url} texto={nota.titulo} />
        <p className="text-xs text-tenue">
          <span className="text-texto">{nota.medio}</span> · {nota.dominio}
        </p>
        <p className="mt-1 text-sm text-tenue">{nota.descripcion}</p>
      </div>
    </article>
  );
}

export function PrensaPagadaCard() {
  return (
    <ColeccionCard<NotaPrensa>
      textos={{
        titulo: T.prensaPagada,
        singular: T.nota,
        plural: T.notas,
        agregar: T.agregarNotaPrensa,
        editar: T.editarNotaPrensa,
        eliminar: T.eliminarNotaPrensa,
        confirmarEliminar: T.confirmarEliminarNota,
        vacio: T.sinNotas,
        errorEliminar: M.errorEliminarNotaPrensa,
      }}
      icono={<Newspaper size={16} aria-hidden="true" className="text-teal" />}
      query={usePrensaPagada()}
      eliminar={useEliminarNotaPrensa()}
      nombreItem={(n) => n.titulo}
      renderItem={(n) => <NotaPrensaItem nota={n} />}
      renderForm={(props) => <NotaPrensaForm {...props} />}
    />
  );
}
