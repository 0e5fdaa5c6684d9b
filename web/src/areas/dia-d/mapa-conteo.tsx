import { TEXTOS_MAPA as T, type Conteo, type Partido } from '@comando/contract';
import { useState } from 'react';
import { useTerrenoSesion } from '../../api/ambito.js';
import { Card } from '../../ui/index.js';
import { MapaBolivia } from './mapa-bolivia.js';
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
            ? leyendaEscala(propio !== null)
            : leyendaPartidos(departamentos, partidos, propio !== null)
        }
      />
    </Card>
  );
}
