import {
  formatDinero,
  formatNumero,
  formatPorcentaje,
  participacion,
  type PanelesDashboard,
  TEXTOS_PANELES as TP,
} from '@comando/contract';
import { Cifra, COLORES, GraficoDona, GraficoLinea } from './graficos.js';
import { PanelCard } from './panel-card.js';

interface Props {
  paneles: PanelesDashboard;
  editable: boolean;
  className?: string;
}

const aPartes = (xs: { etiqueta: string; porcentaje: number }[]) => xs;

export function FacebookCard({ paneles, editable, className }: Props) {
  return (
    <PanelCard panel="facebook" paneles={paneles} editable={editable} className={className}>
      {(d) => (
        <div className="flex flex-col gap-4">
          <dl className="grid grid-cols-2 gap-3 sm:grid-cols-4">
            <Cifra etiqueta={TP.vistasPublicaciones} valor={formatNumero(d.vistasPublicaciones)} />
            <Cifra etiqueta={TP.vistasPerfil} valor={formatNumero(d.vistasPerfil)} />
            <Cifra etiqueta={TP.meGusta} valor={formatNumero(d.meGusta)} />
            <Cifra etiqueta={TP.comentarios} valor={formatNumero(d.comentarios)} />
          </dl>
          <GraficoLinea titulo={TP.alcanceFacebook} serie={d.alcanceMensual} color={COLORES[1]} />
          <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
            <GraficoDona titulo={TP.generoFacebook} partes={aPartes(d.genero)} />
            <GraficoDona titulo={TP.edadesFacebook} partes={aPartes(d.edades)} />
          </div>
        </div>
      )}
    </PanelCard>
  );
}

export function InstagramCard({ paneles, editable, className }: Props) {
  return (
    <PanelCard panel="instagram" paneles={paneles} editable={editable} className={className}>
      {(d) => (
        <div className="flex flex-col gap-4">
          <dl className="grid grid-cols-2 gap-3 sm:grid-cols-3">
            <Cifra etiqueta={TP.impresiones} valor={formatNumero(d.impresiones)} />
            <Cifra etiqueta={TP.alcance} valor={formatNumero(d.alcance)} />
            <Cifra etiqueta={TP.visitasPerfil} valor={formatNumero(d.visitasPerfil)} />
            <Cifra etiqueta={TP.meGusta} valor={formatNumero(d.meGusta)} />
            <Cifra etiqueta={TP.comentarios} valor={formatNumero(d.comentarios)} />
          </dl>
          <GraficoLinea titulo={TP.seguidoresInstagram} serie={d.seguidoresMensuales} color={COLORES[4]} />
          <GraficoDona titulo={TP.tiposContenidoInstagram} partes={aPartes(d.tiposContenido)} />
        </div>
      )}
    </PanelCard>
  );
}

export function AnalisisCuantitativoCard({ paneles, editable, className }: Props) {
  return (
    <PanelCard panel="analisis-cuantitativo" paneles={paneles} editable={editable} className={className}>
      {(d) => (
        <div className="flex flex-col gap-4">
          <dl className="grid grid-cols-2 gap-3">
            <Cifra etiqueta={TP.interaccionesTotales} valor={formatNumero(d.interaccionesTotales)} />
            <Cifra etiqueta={TP.tasaInteraccion} valor={formatPorcentaje(d.tasaInteraccion)} />
          </dl>
          <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
            <GraficoLinea titulo={TP.interaccionesSemana} serie={d.interaccionesSemanales} />
            <GraficoDona titulo={TP.audiencias} partes={aPartes(d.audiencias)} />
          </div>
        </div>
      )}
    </PanelCard>
  );
}

function TablaInversion({
  titulo,
  columna,
  filas,
  total,
}: {
  titulo: string;
  columna: string;
  filas: { nombre: string; inversion: number }[];
  total: number;
}) {
  return (
    <table className="w-full text-sm">
      <caption className="mb-2 text-left text-xs font-semibold text-tenue uppercase">{titulo}</caption>
      <thead className="text-xs text-tenue">
        <tr>
          <th scope="col" className="px-2 py-1 text-left">
            {columna}
          </th>
          <th scope="col" className="px-2 py-1 text-right">
            Inversión (USD)
          </th>
          <th scope="col" className="px-2 py-1 text-right">
            Participación
          </th>
        </tr>
      </thead>
      <tbody>
        {filas.map((f, i) => (
          <tr key={i} className="border-t border-borde">
            <th scope="row" className="px-2 py-1.5 text-left font-normal">
              {f.nombre}
            </th>
            <td className="px-2 py-1.5 text-right tabular-nums">{formatDinero(f.inversion)}</td>
            <td className="px-2 py-1.5 text-right tabular-nums">
              {formatPorcentaje(participacion(f.inversion, total))}
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

export function InversionCard({ paneles, editable, className }: Props) {
  return (
    <PanelCard
      panel="inversion"
      paneles={paneles}
      editable={editable}
      className={className}
      subtitle={paneles.inversion.periodo}
    >
      {(d) => (
        <div className="flex flex-col gap-4">
          <dl className="grid grid-cols-1 gap-3 sm:grid-cols-3">
            <Cifra etiqueta={TP.inversionTotal} valor={`${formatDinero(d.inversionTotal)} USD`} />
            <Cifra etiqueta={TP.impresionesTotales} valor={formatNumero(d.impresionesTotales)} />
            <Cifra etiqueta={TP.periodo} valor={d.periodo} />
          </dl>
          <div className="grid grid-cols-1 gap-6 lg:grid-cols-2">
            <TablaInversion
              titulo={TP.microsegmentos}
              columna={TP.microsegmento}
              filas={d.microsegmentos}
              total={d.inversionTotal}
            />
            <TablaInversion
              titulo={TP.geolocalizaciones}
              columna={TP.geolocalizacion}
              filas={d.geolocalizaciones}
              total={d.inversionTotal}
            />
          </div>
        </div>
      )}
    </PanelCard>
  );
}
