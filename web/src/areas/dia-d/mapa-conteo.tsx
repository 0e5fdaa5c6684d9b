import { TEXTOS_MAPA as T, type Conteo, type Partido } from '@comando/contract';
import { useState } from 'react';
import { useTerrenoSesion } from '../../api/ambito.js';
import { Card } from '../../ui/index.js';
import { useRecintosMapa } from './api/queries.js';
import { MapaBolivia } from './mapa-bolivia.js';
import { CapaPuntos, leyendaPuntos, resumenPuntos } from './mapa-puntos-capa.js';
import { leyendaEscala, leyendaPartidos, zonasConteo } from './mapa-zonas.js';

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
  const conPuntos = modo === 'verificadas' && recintos.length > 0;
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
      {conPuntos && <p className="mt-2 text-xs text-tenue">{resumenPuntos(recintos)}</p>}
    </Card>
  );
}
