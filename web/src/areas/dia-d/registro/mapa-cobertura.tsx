import { TEXTOS_MAPA as T, type CoberturaFila } from '@comando/contract';
import { useState } from 'react';
import { MapaBolivia } from '../comun/index.js';
import { leyendaEscala, zonasCobertura } from '../comun/index.js';

/**
 * Mesas' map: each department by its share of mesas with a delegate, or with the delegate
 * present; a department opens its municipios in the coverage table beside it.
 */
export function MapaCobertura({
  departamentos,
  propio,
  alElegir,
}: {
  departamentos: CoberturaFila[];
  /** A scoped user's department (the rest is drawn outside the ground); null when national. */
  propio: string | null;
  alElegir: (departamento: string) => void;
}) {
  const [modo, setModo] = useState<'cobertura' | 'presencia'>('cobertura');
  return (
    <MapaBolivia
      zonas={zonasCobertura(departamentos, modo, propio)}
      destino="#cobertura-tabla"
      alElegir={alElegir}
      modos={[
        { valor: 'cobertura', texto: T.porCobertura },
        { valor: 'presencia', texto: T.porPresencia },
      ]}
      modo={modo}
      setModo={setModo}
      leyenda={leyendaEscala(propio !== null)}
    />
  );
}
