import {
  figurasActa,
  formatNumero,
  TEXTOS_ACTAS,
  type ActaPorTranscribir,
  type FigurasActa,
  type Partido,
} from '@comando/contract';
import type { UseFormReturn } from 'react-hook-form';
import type { z } from 'zod';
import { cn, NumberField } from '../../ui/index.js';

/** The figures of an acta as typed (empty fields before they are filled). */
export type Figuras = z.input<typeof figurasActa>;

export const figurasVacias = (partidos: Partido[]): Figuras => ({
  votos: Object.fromEntries(partidos.map((p) => [p.sigla, undefined as unknown as number])),
  blancos: undefined as unknown as number,
  nulos: undefined as unknown as number,
});

/** "MAS 120 · CC 80 · Blancos 3 · Nulos 2". */
export const textoFiguras = (f: FigurasActa, partidos: Partido[]) =>
  [
    ...partidos.map((p) => `${p.sigla} ${formatNumero(f.votos[p.sigla] ?? 0)}`),
    `${TEXTOS_ACTAS.blancos} ${formatNumero(f.blancos)}`,
    `${TEXTOS_ACTAS.nulos} ${formatNumero(f.nulos)}`,
  ].join(' · ');

/** A party's colour on the ballot (grey for a party no longer on it). */
export const colorPartido = (partidos: Partido[], sigla: string) =>
  partidos.find((p) => p.sigla === sigla)?.color ?? '#94a3b8';

/** The small square of a party's colour before its sigla (decoration: the sigla says it). */
export function CuadroColor({ color, className }: { color: string; className?: string }) {
  return (
    <span
      aria-hidden="true"
      className={cn('inline-block h-3 w-3 rounded-sm', className)}
      style={{ background: color }}
    />
  );
}

/** One number field per party of the ballot, then blank and null votes. */
export function FigurasFields({
  form,
  partidos,
}: {
  form: UseFormReturn<Figuras, unknown, FigurasActa>;
  partidos: Partido[];
}) {
  const { control, formState } = form;
  const errores = formState.errors;
  return (
    <div className="grid gap-3 sm:grid-cols-2">
      {partidos.map((p) => (
        <NumberField
          key={p.sigla}
          control={control}
          name={`votos.${p.sigla}`}
          label={`${p.sigla} — ${p.nombre}`}
          min={0}
          inputMode="numeric"
          aria-invalid={errores.votos?.[p.sigla] ? true : undefined}
        />
      ))}
      <NumberField
        control={control}
        name="blancos"
        label={TEXTOS_ACTAS.blancos}
        min={0}
        inputMode="numeric"
      />
      <NumberField control={control} name="nulos" label={TEXTOS_ACTAS.nulos} min={0} inputMode="numeric" />
    </div>
  );
}

/** The photo of the paper acta, large enough to read, opening full size in a new tab. */
export function FotoActa({ acta }: { acta: Pick<ActaPorTranscribir, 'fotoUrl' | 'mesa'> }) {
  return (
    <a href={acta.fotoUrl} target="_blank" rel="noreferrer" className="block">
      <img
        src={acta.fotoUrl}
        alt={TEXTOS_ACTAS.fotoAlt(acta.mesa.codigo)}
        className="max-h-[70vh] w-full rounded-lg border border-borde bg-white object-contain"
      />
    </a>
  );
}

/** "Mesa 3 · M-100-3 · recinto · municipio · N habilitados". */
export function MesaDeActa({ acta }: { acta: Pick<ActaPorTranscribir, 'mesa'> }) {
  const m = acta.mesa;
  return (
    <p className="text-sm text-tenue">
      <span className="font-semibold text-texto">{TEXTOS_ACTAS.mesaDe(m.numero, m.codigo)}</span> ·{' '}
      {m.recinto} · {m.municipio} · {TEXTOS_ACTAS.habilitados(formatNumero(m.habilitados))}
    </p>
  );
}
