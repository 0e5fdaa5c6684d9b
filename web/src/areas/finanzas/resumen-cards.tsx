import {
  formatCentavos,
  formatPorcentaje,
  resumenFinanzas,
  SIN_VALOR,
  TEXTOS_FINANZAS,
  type EstadoFinanzas,
} from '@comando/contract';
import { Card, ProgressBar } from '../../ui/index.js';

/** Summary cards Meta, Acumulado, Restante, Progreso (exact sums in cents). */
export function ResumenCards({ estado }: { estado: EstadoFinanzas }) {
  const r = resumenFinanzas(estado);
  const t = TEXTOS_FINANZAS.tarjetas;
  const dinero = (c: number | null) => (c === null ? SIN_VALOR : formatCentavos(c));
  return (
    <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
      <Tarjeta
        titulo={t.meta}
        valor={r.metaCentavos === null ? TEXTOS_FINANZAS.sinMeta : dinero(r.metaCentavos)}
      />
      <Tarjeta titulo={t.acumulado} valor={dinero(r.acumuladoCentavos)} color="text-teal" />
      <Tarjeta titulo={t.restante} valor={dinero(r.restanteCentavos)} color="text-aviso" />
      <Tarjeta titulo={t.progreso} valor={formatPorcentaje(r.progreso, 1)} color="text-primario">
        {r.progreso !== null && <ProgressBar value={r.progreso} label={t.progreso} className="mt-3" />}
      </Tarjeta>
    </div>
  );
}

function Tarjeta({
  titulo,
  valor,
  color = 'text-texto',
  children,
}: {
  titulo: string;
  valor: string;
  color?: string;
  children?: React.ReactNode;
}) {
  return (
    <Card title={titulo} headingLevel={3} aria-label={titulo}>
      {/* A figure never breaks inside a number ($60.500,75 stays on one line). */}
      <p className={`text-2xl font-bold whitespace-nowrap tabular-nums ${color}`}>{valor}</p>
      {children}
    </Card>
  );
}
