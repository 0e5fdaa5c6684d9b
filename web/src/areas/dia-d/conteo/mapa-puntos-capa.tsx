import { formatNumero, TEXTOS_PUNTOS as T, type PuntoRecinto } from '@comando/contract';
import { cn } from '../../../ui/index.js';
import { agruparPuntos, CLASE_ESTADO, ESTADOS_RECINTO, estadoRecinto } from './mapa-puntos.js';
import { type EntradaLeyenda } from '../comun/index.js';

/**
 * The recintos with a place as points over Conteo's map, coloured by the state of their actas;
 * several within a few pixels become one larger circle with their number. Drawn for the eye:
 * the summary under the map and the tables say the same in text.
 */
export function CapaPuntos({ recintos }: { recintos: PuntoRecinto[] }) {
  return (
    <g aria-hidden="true" data-capa="recintos" className="pointer-events-none">
      {agruparPuntos(recintos).map((g) =>
        g.recintos === 1 ? (
          <circle
            key={`${g.x}|${g.y}`}
            cx={g.x}
            cy={g.y}
            r={4.5}
            className={cn(CLASE_ESTADO[g.estado], 'stroke-fondo [stroke-width:1.5]')}
          />
        ) : (
          <g key={`${g.x}|${g.y}`}>
            <circle
              cx={g.x}
              cy={g.y}
              r={Math.min(16, 7 + 1.5 * Math.log2(g.recintos))}
              className={cn(CLASE_ESTADO[g.estado], 'stroke-fondo [stroke-width:2]')}
            />
            <text
              x={g.x}
              y={g.y}
              dy="0.35em"
              textAnchor="middle"
              className="fill-fondo text-[12px] font-bold"
            >
              {g.recintos}
            </text>
          </g>
        ),
      )}
    </g>
  );
}

/** The points' lines of the legend. */
export const leyendaPuntos = (): EntradaLeyenda[] => [
  ...ESTADOS_RECINTO.map((e) => ({ clase: CLASE_ESTADO[e], punto: true, texto: T.estados[e] })),
  { clase: CLASE_ESTADO['sin-actas'], punto: true, texto: T.grupo },
];

/** How many recintos of each state the map shows, in words. */
export function resumenPuntos(recintos: PuntoRecinto[]): string {
  const n = { 'sin-actas': 0, 'con-actas': 0, verificado: 0 };
  for (const r of recintos) n[estadoRecinto(r)]++;
  return T.resumen(
    formatNumero(recintos.length),
    formatNumero(n['sin-actas']),
    formatNumero(n['con-actas']),
    formatNumero(n.verificado),
  );
}
