import {
  formatFechaLarga,
  formatNumero,
  formatProgresoRegion,
  progresoTerritorial,
  MENSAJES_TERRITORIAL,
  TEXTOS_TERRITORIAL,
  type RegionTerritorial,
} from '@comando/contract';
import { Settings } from 'lucide-react';
import { useState } from 'react';
import { Button, EmptyState, ProgressBar, ConfirmDelete } from '../../ui/index.js';
import { useEliminarDefensor } from './api/mutations.js';
import { ConfiguracionForm } from './configuracion-form.js';
import { EditarDefensorButton, NuevoDefensorButton } from './defensor-form.js';

const T = TEXTOS_TERRITORIAL;

/** Content of the Estructura Electoral modal: configuration first, then the defenders. */
export function EstructuraDialog({ region }: { region: RegionTerritorial }) {
  const eliminar = useEliminarDefensor(region.id);
  const [configurando, setConfigurando] = useState(false);
  if (!region.configured || configurando) {
    return <ConfiguracionForm region={region} onDone={() => setConfigurando(false)} />;
  }
  const total = region.defenders.length;
  const pct = progresoTerritorial(total, region.targetDefenders);
  return (
    <div className="flex flex-col gap-4">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <p className="text-sm text-tenue">
          {T.fechaEleccion}: <span className="text-texto">{formatFechaLarga(region.electionDate)}</span>
        </p>
        <div className="flex gap-2">
          <Button size="sm" variant="secondary" onClick={() => setConfigurando(true)}>
            <Settings size={16} aria-hidden="true" /> {T.configuracion}
          </Button>
          <NuevoDefensorButton region={region.id} />
        </div>
      </div>
      <div className="flex flex-col gap-1">
        <p className="text-sm text-texto tabular-nums">
          {formatNumero(total)} / {formatNumero(region.targetDefenders)} · {formatProgresoRegion(pct)}
        </p>
        <ProgressBar value={total} max={region.targetDefenders} label={T.estructura} />
      </div>
      {total === 0 ? (
        <EmptyState title={T.sinDefensores} />
      ) : (
        <div className="overflow-x-auto">
          <table className="w-full text-left text-sm">
            <thead className="text-xs text-tenue uppercase">
              <tr>
                <th className="px-2 py-2">{T.nombre}</th>
                <th className="px-2 py-2">{T.celular}</th>
                <th className="px-2 py-2">{T.email}</th>
                <th className="px-2 py-2">{T.casilla}</th>
                <th className="px-2 py-2">
                  <span className="sr-only">{T.acciones}</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {region.defenders.map((d) => (
                <tr key={d.id} className="border-t border-borde">
                  <td className="px-2 py-2 text-texto">{d.name}</td>
                  <td className="px-2 py-2 tabular-nums">{d.phone}</td>
                  <td className="px-2 py-2 break-all">{d.email}</td>
                  <td className="px-2 py-2">{d.pollingStation ?? T.sinCasilla}</td>
                  <td className="px-2 py-1 text-right whitespace-nowrap">
                    <EditarDefensorButton region={region.id} defensor={d} />
                    <ConfirmDelete
                      label={`${T.eliminarDefensor}: ${d.name}`}
                      text={T.confirmarDefensor(d.name)}
                      confirmLabel={T.confirmarEliminar}
                      errorText={MENSAJES_TERRITORIAL.errorEliminar}
                      onConfirm={() => eliminar.mutateAsync({ id: d.id })}
                    />
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </div>
  );
}
