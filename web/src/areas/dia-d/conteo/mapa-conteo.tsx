import { TEXTOS_MAPA as T, TEXTOS_PUNTOS as TP, type Conteo, type Partido } from '@comando/contract';
import { useState } from 'react';
import { useTerrenoSesion } from '../../../api/ambito.js';
import { Card } from '../../../ui/index.js';
import { useRecintosMapa } from './api/queries.js';
import { MapaBolivia } from '../comun/index.js';
import { CapaPuntos, leyendaPuntos, resumenPuntos } from './mapa-puntos-capa.js';
import { leyendaEscala, leyendaPartidos, zonasConteo } from '../comun/index.js';

/**
 * Conteo's map: each department by its share of verified actas, or by the party leading its
 * verified votes; a department leads to the mesas behind its figures (filtered below).
 */
export function MapaConteo({
  departamentos,
  partidos,
  alElegir,
}: {
  departamentos: Conteo['departamentos'];
  partidos: Partido[];
  alElegir: (departamento: string) => void;
}) {
  const [modo, setModo] = useState<'verificadas' | 'partido'>('verificadas');
  const propio = useTerrenoSesion()?.departamento ?? null;
  // The recintos' points go with the actas' colours; by party they would hide the parties' hues.
  const recintos = useRecintosMapa().data?.recintos ?? [];
  const [verRecintos, setVerRecintos] = useState(false);
  const puedePuntos = modo === 'verificadas' && recintos.length > 0;
  const conPuntos = puedePuntos && verRecintos;
  return (
    <Card title={T.titulo}>
      <MapaBolivia
        zonas={zonasConteo(departamentos, modo, partidos, propio)}
        destino="#mesas-actas"
        alElegir={alElegir}
        modos={[
          { valor: 'verificadas', texto: T.porVerificadas },
          { valor: 'partido', texto: T.porPartido },
        ]}
        modo={modo}
        setModo={setModo}
        leyenda={
          modo === 'verificadas'
            ? [...leyendaEscala(propio !== null), ...(conPuntos ? leyendaPuntos() : [])]
            : leyendaPartidos(departamentos, partidos, propio !== null)
        }
        capa={conPuntos ? <CapaPuntos recintos={recintos} /> : undefined}
      />
      {puedePuntos && (
        <div className="mt-3 flex flex-col gap-1 text-sm">
          <label className="flex min-h-9 items-center gap-2">
            <input
              type="checkbox"
              className="h-4 w-4 accent-teal"
              checked={verRecintos}
              onChange={(e) => setVerRecintos(e.target.checked)}
            />
            {TP.mostrar}
          </label>
          <p className="text-xs text-tenue">{resumenPuntos(recintos)}</p>
        </div>
      )}
    </Card>
  );
}
