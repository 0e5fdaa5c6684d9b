import { MENSAJES_COMUNICACION as M, TEXTOS_COMUNICACION as T, type Vocero } from '@comando/contract';
import { Mail, Phone, Users } from 'lucide-react';
import { useEliminarVocero } from './api/mutations.js';
import { useVoceros } from './api/queries.js';
import { ColeccionCard } from './coleccion-card.js';
import { VoceroForm } from './vocero-form.js';

export function VocerosCard() {
  return (
    <ColeccionCard<Vocero>
      textos={{
        titulo: T.voceros,
        singular: T.voceroUnidad,
        plural: T.vocerosUnidad,
        agregar: T.agregarVocero,
        editar: T.editarVocero,
        eliminar: T.eliminarVocero,
        confirmarEliminar: T.confirmarEliminarVocero,
        vacio: T.sinVoceros,
        errorEliminar: M.errorEliminarVocero,
      }}
      icono={<Users size={16} aria-hidden="true" className="text-rosa" />}
      query={useVoceros()}
      eliminar={useEliminarVocero()}
      nombreItem={(v) => v.nombre}
      renderItem={(v) => (
        <div className="flex flex-col gap-1">
          <p className="font-medium text-texto">{v.nombre}</p>
          <p className="flex flex-wrap gap-x-4 gap-y-1 text-sm text-tenue">
            <a href={`mailto:${v.email}`} className="inline-flex items-center gap-1 hover:text-teal">
              <Mail size={14} aria-hidden="true" />
              {v.email}
            </a>
            <a
              href={`tel:${v.telefono.replace(/[^0-9+]/g, '')}`}
              className="inline-flex items-center gap-1 hover:text-teal"
            >
              <Phone size={14} aria-hidden="true" />
              {v.telefono}
            </a>
          </p>
        </div>
      )}
      renderForm={(props) => <VoceroForm {...props} />}
    />
  );
}
