import {
  figurasActa,
  formatNumero,
  TEXTOS_ACTAS,
  TEXTOS_VISOR_FOTO as TV,
  type ActaPorTranscribir,
  type FigurasActa,
  type Partido,
} from '@comando/contract';
import type { KeyboardEvent } from 'react';
import { useWatch, type UseFormReturn } from 'react-hook-form';
import type { z } from 'zod';
import { cn, NumberField } from '../../../ui/index.js';
import { FotoVisor } from './foto-visor.js';

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

/**
 * Enter in a figure moves to the next one, and from the last to the form's button: the
 * form is sent only from the button, never by an Enter typed after a figure.
 */
function alPulsarEnter(e: KeyboardEvent<HTMLDivElement>) {
  if (e.key !== 'Enter' || !(e.target instanceof HTMLInputElement)) return;
  e.preventDefault();
  const campos = [...e.currentTarget.querySelectorAll('input')];
  // `elements` also holds a submit button outside the <form> tied to it by its `form` attribute.
  const boton = [...(e.target.form?.elements ?? [])].find(
    (el): el is HTMLButtonElement => el instanceof HTMLButtonElement && el.type === 'submit',
  );
  (campos[campos.indexOf(e.target) + 1] ?? boton)?.focus();
}

/** The sum of the figures typed so far beside the mesa's habilitados, as they are typed. */
function SumaFiguras({
  form,
  habilitados,
}: {
  form: UseFormReturn<Figuras, unknown, FigurasActa>;
  habilitados: number;
}) {
  const f = useWatch({ control: form.control });
  const numero = (n: unknown) => (typeof n === 'number' && Number.isFinite(n) ? n : 0);
  const suma =
    Object.values(f.votos ?? {}).reduce<number>((t, n) => t + numero(n), 0) +
    numero(f.blancos) +
    numero(f.nulos);
  const excede = suma > habilitados;
  return (
    <p aria-live="polite" className={cn('text-sm sm:col-span-2', excede ? 'text-coral' : 'text-tenue')}>
      {TV.suma(formatNumero(suma), formatNumero(habilitados))}
      {excede && ` — ${TV.sumaExcede}`}
    </p>
  );
}

/** One number field per party of the ballot, then blank and null votes (and their sum). */
export function FigurasFields({
  form,
  partidos,
  habilitados,
}: {
  form: UseFormReturn<Figuras, unknown, FigurasActa>;
  partidos: Partido[];
  habilitados: number;
}) {
  const { control, formState } = form;
  const errores = formState.errors;
  return (
    <div className="grid gap-3 sm:grid-cols-2" onKeyDown={alPulsarEnter}>
      <SumaFiguras form={form} habilitados={habilitados} />
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

/** The photo of the paper acta in the viewer: zoom, pan and turn it to read a dense form. */
export function FotoActa({ acta }: { acta: Pick<ActaPorTranscribir, 'fotoUrl' | 'mesa'> }) {
  return <FotoVisor src={acta.fotoUrl} alt={TEXTOS_ACTAS.fotoAlt(acta.mesa.codigo)} />;
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
