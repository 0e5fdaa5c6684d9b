import {
  formatDinero,
  formatNumero,
  formatPorcentaje,
  participacion,
  type PanelesDashboard,
} from '@comando/contract';
import { Cifra, COLORES, GraficoDona, GraficoLinea } from './charts.js';
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
            <Cifra etiqueta="Vistas de publicaciones" valor={formatNumero(d.vistasPublicaciones)} />
            <Cifra etiqueta="Vistas del perfil" valor={formatNumero(d.vistasPerfil)} />
            <Cifra etiqueta="Me gusta" valor={formatNumero(d.meGusta)} />
            <Cifra etiqueta="Comentarios" valor={formatNumero(d.comentarios)} />
          </dl>
          <GraficoLinea titulo="Alcance mensual (Facebook)" serie={d.alcanceMensual} color={COLORES[1]} />
          <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
            <GraficoDona titulo="Género (Facebook)" partes={aPartes(d.genero)} />
            <GraficoDona titulo="Edades (Facebook)" partes={aPartes(d.edades)} />
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
            <Cifra etiqueta="Impresiones" valor={formatNumero(d.impresiones)} />
            <Cifra etiqueta="Alcance" valor={formatNumero(d.alcance)} />
            <Cifra etiqueta="Visitas al perfil" valor={formatNumero(d.visitasPerfil)} />
            <Cifra etiqueta="Me gusta" valor={formatNumero(d.meGusta)} />
            <Cifra etiqueta="Comentarios" valor={formatNumero(d.comentarios)} />
          </dl>
          <GraficoLinea
            titulo="Seguidores por mes (Instagram)"
            serie={d.seguidoresMensuales}
            color={COLORES[4]}
          />
          <GraficoDona titulo="Tipos de contenido (Instagram)" partes={aPartes(d.tiposContenido)} />
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
            <Cifra etiqueta="Interacciones totales" valor={formatNumero(d.interaccionesTotales)} />
            <Cifra etiqueta="Tasa de interacción" valor={formatPorcentaje(d.tasaInteraccion)} />
          </dl>
          <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
            <GraficoLinea titulo="Interacciones por semana" serie={d.interaccionesSemanales} />
            <GraficoDona titulo="Audiencias" partes={aPartes(d.audiencias)} />
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
            <Cifra etiqueta="Inversión total" valor={`${formatDinero(d.inversionTotal)} USD`} />
            <Cifra etiqueta="Impresiones totales" valor={formatNumero(d.impresionesTotales)} />
            <Cifra etiqueta="Periodo" valor={d.periodo} />
          </dl>
          <div className="grid grid-cols-1 gap-6 lg:grid-cols-2">
            <TablaInversion
              titulo="Micro-segmentos"
              columna="Micro-segmento"
              filas={d.microsegmentos}
              total={d.inversionTotal}
            />
            <TablaInversion
              titulo="Geolocalizaciones"
              columna="Geolocalización"
              filas={d.geolocalizaciones}
              total={d.inversionTotal}
            />
          </div>
        </div>
      )}
    </PanelCard>
  );
}
