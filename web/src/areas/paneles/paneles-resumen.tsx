import {
  avanceInversion,
  formatDinero,
  formatNumero,
  formatPorcentaje,
  type PanelesDashboard,
  TEXTOS_PANELES as TP,
} from '@comando/contract';
import { ProgressBar } from '../../ui/index.js';
import { Cifra } from './graficos.js';
import { MapCarousel } from './map-carousel.js';
import { PanelCard } from './panel-card.js';

interface Props {
  paneles: PanelesDashboard;
  editable: boolean;
  className?: string;
}

export function DigitalCard({ paneles, editable, className }: Props) {
  return (
    <PanelCard panel="digital" paneles={paneles} editable={editable} className={className}>
      {(d) => {
        const avance = avanceInversion(d);
        return (
          <div className="flex flex-col gap-3">
            <dl className="grid grid-cols-2 gap-3">
              <Cifra etiqueta={TP.contenidosEstrategicos} valor={formatNumero(d.contenidosEstrategicos)} />
              <Cifra etiqueta={TP.contenidosRealizados} valor={formatNumero(d.contenidosRealizados)} />
              <Cifra etiqueta={TP.metaInversion} valor={`${formatDinero(d.metaInversion)} USD`} />
              <Cifra etiqueta={TP.inversionEjecutada} valor={`${formatDinero(d.inversionEjecutada)} USD`} />
            </dl>
            <div className="flex flex-col gap-1">
              <div className="flex justify-between text-xs text-tenue">
                <span>{TP.avanceInversion}</span>
                <span className="font-semibold text-texto">{formatPorcentaje(avance)}</span>
              </div>
              <ProgressBar
                value={Number.isFinite(avance) ? avance : 0}
                label={TP.avanceInversion}
                valueText={formatPorcentaje(avance)}
              />
            </div>
          </div>
        );
      }}
    </PanelCard>
  );
}

export function MapasCard({ paneles, editable, className }: Props) {
  return (
    <PanelCard panel="mapas" paneles={paneles} editable={editable} className={className}>
      {(d) => <MapCarousel mapas={d.mapas} />}
    </PanelCard>
  );
}

export function IntencionMensualCard({ paneles, editable, className }: Props) {
  return (
    <PanelCard panel="intencion-mensual" paneles={paneles} editable={editable} className={className}>
      {(d) => (
        // Stacked cards on phones (one per month), the spec's table from 768 px.
        <div>
          <table className="tabla-apilada w-full text-sm">
            <caption className="sr-only">{TP.intencionPorMes}</caption>
            <thead className="text-xs text-tenue uppercase">
              <tr>
                <th scope="col" className="px-2 py-2 text-left">
                  Mes
                </th>
                <th scope="col" className="px-2 py-2 text-right">
                  {TP.candidatoPropio}
                </th>
                <th scope="col" className="px-2 py-2 text-right">
                  {TP.opositor1}
                </th>
                <th scope="col" className="px-2 py-2 text-right">
                  {TP.opositor2}
                </th>
                <th scope="col" className="px-2 py-2 text-right">
                  {TP.nsnc}
                </th>
              </tr>
            </thead>
            <tbody>
              {d.filas.map((f, i) => (
                <tr key={i} className="border-t border-borde">
                  <th scope="row" className="px-2 py-2 text-left font-medium">
                    {f.mes}
                  </th>
                  <td data-label={TP.candidatoPropio} className="px-2 py-2 text-right text-teal tabular-nums">
                    {formatPorcentaje(f.candidatoPropio)}
                  </td>
                  <td data-label={TP.opositor1} className="px-2 py-2 text-right tabular-nums">
                    {formatPorcentaje(f.opositor1)}
                  </td>
                  <td data-label={TP.opositor2} className="px-2 py-2 text-right tabular-nums">
                    {formatPorcentaje(f.opositor2)}
                  </td>
                  <td data-label={TP.nsnc} className="px-2 py-2 text-right text-tenue tabular-nums">
                    {formatPorcentaje(f.noSabe)}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </PanelCard>
  );
}

const TILE = 'flex flex-col justify-center rounded-lg bg-panel-2 p-3';

export function ContenidosCard({ paneles, editable, className }: Props) {
  return (
    <PanelCard panel="contenidos" paneles={paneles} editable={editable} className={className}>
      {(d) => (
        // Two tiles that fill the card, which is as tall as the analysis beside it.
        <dl className="grid flex-1 grid-cols-2 gap-3">
          <Cifra etiqueta={TP.publicaciones} valor={formatNumero(d.publicaciones)} className={TILE} />
          <Cifra etiqueta={TP.estudios} valor={formatNumero(d.estudios)} className={TILE} />
        </dl>
      )}
    </PanelCard>
  );
}
