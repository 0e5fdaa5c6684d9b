import {
  colorAsistenciaEvento,
  formatFechaLarga,
  formatNumero,
  formatProgresoRegion,
  ordenarEventosTerritoriales,
  porcentajeAsistencia,
  MENSAJES_TERRITORIAL,
  TEXTOS_TERRITORIAL,
  type ColorAsistenciaEvento,
  type RegionTerritorial,
} from '@comando/contract';
import { EmptyState, ConfirmDelete } from '../../ui/index.js';
import { useEliminarEvento } from './api/mutations.js';
import { ActualizarAsistentesButton } from './asistencia-form.js';
import { NuevoEventoButton } from './evento-form.js';

const T = TEXTOS_TERRITORIAL;

const colorClase: Record<ColorAsistenciaEvento, string> = {
  teal: 'text-teal',
  rosa: 'text-rosa',
  primario: 'text-primario',
};

/** Content of the Eventos modal: the events, newest date first, with their attendance. */
export function EventosDialog({ region }: { region: RegionTerritorial }) {
  const eliminar = useEliminarEvento(region.id);
  const eventos = ordenarEventosTerritoriales(region.events);
  return (
    <div className="flex flex-col gap-4">
      <div className="flex justify-end">
        <NuevoEventoButton region={region.id} />
      </div>
      {eventos.length === 0 ? (
        <EmptyState title={T.sinEventosRegistrados} />
      ) : (
        <div className="overflow-x-auto">
          <table className="w-full text-left text-sm">
            <thead className="text-xs text-tenue uppercase">
              <tr>
                <th className="px-2 py-2">{T.nombre}</th>
                <th className="px-2 py-2">{T.fecha}</th>
                <th className="px-2 py-2 text-right">{T.esperados}</th>
                <th className="px-2 py-2 text-right">{T.reales}</th>
                <th className="px-2 py-2 text-right">{T.asistencia}</th>
                <th className="px-2 py-2">
                  <span className="sr-only">{T.acciones}</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {eventos.map((e) => {
                const pct = porcentajeAsistencia(e);
                const color = colorAsistenciaEvento(pct);
                return (
                  <tr key={e.id} className="border-t border-borde">
                    <td className="px-2 py-2 text-texto">{e.title}</td>
                    <td className="px-2 py-2 whitespace-nowrap">{formatFechaLarga(e.date)}</td>
                    <td className="px-2 py-2 text-right tabular-nums">{formatNumero(e.expectedAttendees)}</td>
                    <td className="px-2 py-2 text-right tabular-nums">{formatNumero(e.actualAttendees)}</td>
                    <td
                      className={`px-2 py-2 text-right font-semibold tabular-nums ${colorClase[color]}`}
                      data-color={color}
                    >
                      {formatProgresoRegion(pct)}
                    </td>
                    <td className="px-2 py-1 text-right whitespace-nowrap">
                      <ActualizarAsistentesButton region={region.id} evento={e} />
                      <ConfirmDelete
                        label={`${T.eliminarEvento}: ${e.title}`}
                        text={T.confirmarEvento(e.title)}
                        confirmLabel={T.confirmarEliminar}
                        errorText={MENSAJES_TERRITORIAL.errorEliminar}
                        onConfirm={() => eliminar.mutateAsync({ id: e.id })}
                      />
                    </td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        </div>
      )}
    </div>
  );
}
