import {
  ESTADOS_ACTA,
  ETIQUETA_ESTADO_ACTA,
  exportarActasCsv,
  figurasActa,
  formatNumero,
  formatPorcentaje,
  muestraNueva,
  papeleta,
  REGIONES_TERRITORIALES,
  TEXTOS_ACTAS as T,
  TEXTOS_COMUNES,
  type ActaPorTranscribir,
  type ConsultaMesasActas,
  type Conteo,
  type FigurasActa,
  type Partido,
} from '@comando/contract';
import { Download, Plus, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { useFieldArray, type UseFormReturn } from 'react-hook-form';
import { Link } from 'react-router';
import { z } from 'zod';
import { usePuedeEscribir, useSession } from '../../api/session.js';
import {
  Button,
  Card,
  EmptyState,
  FormDialog,
  IconButton,
  NumberField,
  PageHeader,
  PanelError,
  SelectField,
  Spinner,
  QueryState,
  SaveError,
  TextField,
  useFormulario,
} from '../../ui/index.js';
import {
  useConteo,
  useConteoRapido,
  useMesasActas,
  useSortearMuestra,
  useDisputas,
  useGuardarPartidos,
  usePartidos,
  useResolver,
  useSiguienteActa,
  useTranscribir,
} from './api/actas.js';

type Figuras = z.input<typeof figurasActa>;

const vacias = (partidos: Partido[]): Figuras => ({
  votos: Object.fromEntries(partidos.map((p) => [p.sigla, undefined as unknown as number])),
  blancos: undefined as unknown as number,
  nulos: undefined as unknown as number,
});

/** One number field per party of the ballot, then blank and null votes. */
function CamposFiguras({
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
      <NumberField control={control} name="blancos" label={T.blancos} min={0} inputMode="numeric" />
      <NumberField control={control} name="nulos" label={T.nulos} min={0} inputMode="numeric" />
    </div>
  );
}

/** The photo of the paper acta, large enough to read, opening full size in a new tab. */
function FotoActa({ acta }: { acta: Pick<ActaPorTranscribir, 'fotoUrl' | 'mesa'> }) {
  return (
    <a href={acta.fotoUrl} target="_blank" rel="noreferrer" className="block">
      <img
        src={acta.fotoUrl}
        alt={T.fotoAlt(acta.mesa.codigo)}
        className="max-h-[70vh] w-full rounded-lg border border-borde bg-white object-contain"
      />
    </a>
  );
}

function MesaDe({ acta }: { acta: Pick<ActaPorTranscribir, 'mesa'> }) {
  const m = acta.mesa;
  return (
    <p className="text-sm text-tenue">
      <span className="font-semibold text-texto">{T.mesaDe(m.numero, m.codigo)}</span> · {m.recinto} ·{' '}
      {m.municipio} · {T.habilitados(formatNumero(m.habilitados))}
    </p>
  );
}

function Transcribir({
  acta,
  partidos,
  alGuardar,
}: {
  acta: ActaPorTranscribir;
  partidos: Partido[];
  alGuardar: (estado: string) => void;
}) {
  const transcribir = useTranscribir();
  const form = useFormulario<Figuras, FigurasActa>(figurasActa, vacias(partidos), () => {
    if (transcribir.isError) transcribir.reset();
  });
  const enviar = form.handleSubmit(async (figuras) => {
    try {
      const r = await transcribir.mutateAsync({ id: acta.id, figuras });
      alGuardar(r.estado);
    } catch {
      return; // Shown under the form with the server's reason.
    }
  });
  return (
    <div className="grid gap-6 lg:grid-cols-2">
      <div className="flex flex-col gap-2">
        <MesaDe acta={acta} />
        <FotoActa acta={acta} />
      </div>
      <form noValidate onSubmit={(e) => void enviar(e)} className="flex flex-col gap-4">
        <CamposFiguras form={form} partidos={partidos} />
        <SaveError text={T.errorTranscribir} error={transcribir.error} />
        <Button type="submit" disabled={form.formState.isSubmitting} className="self-start">
          {form.formState.isSubmitting ? T.guardando : T.guardarTranscripcion}
        </Button>
      </form>
    </div>
  );
}

function Resolver({ acta, partidos }: { acta: ActaPorTranscribir; partidos: Partido[] }) {
  const resolver = useResolver();
  return (
    <FormDialog
      title={T.resolverTitulo(acta.mesa.codigo)}
      description={T.resolverAyuda}
      schema={figurasActa}
      defaultValues={() => vacias(partidos)}
      onSubmit={(figuras) => resolver.mutateAsync({ id: acta.id, figuras })}
      saveErrorText={T.errorResolver}
      submitLabel={T.resolver}
      size="lg"
      trigger={<Button size="sm">{T.resolver}</Button>}
    >
      {(form) => (
        <>
          <FotoActa acta={acta} />
          <CamposFiguras form={form} partidos={partidos} />
        </>
      )}
    </FormDialog>
  );
}

const textoFiguras = (f: FigurasActa, partidos: Partido[]) =>
  [
    ...partidos.map((p) => `${p.sigla} ${formatNumero(f.votos[p.sigla] ?? 0)}`),
    `${T.blancos} ${formatNumero(f.blancos)}`,
    `${T.nulos} ${formatNumero(f.nulos)}`,
  ].join(' · ');

function Disputas({ partidos }: { partidos: Partido[] }) {
  const { data: sesion } = useSession();
  const disputas = useDisputas(true);
  return (
    <Card title={T.disputasTitulo} className="mt-6">
      <QueryState query={disputas}>
        {(lista) =>
          lista.length === 0 ? (
            <p className="text-sm text-tenue">{T.sinDisputas}</p>
          ) : (
            <ul className="flex flex-col gap-3">
              {lista.map((a) => (
                <li key={a.id} className="flex flex-col gap-2 rounded-lg border border-borde bg-panel-2 p-3">
                  <div className="flex flex-wrap items-center justify-between gap-2">
                    <MesaDe acta={a} />
                    {sesion?.role === 'admin' && <Resolver acta={a} partidos={partidos} />}
                  </div>
                  <dl className="grid gap-1 text-sm sm:grid-cols-[max-content_1fr] sm:gap-x-4">
                    <dt className="font-medium text-tenue">{T.delegado}</dt>
                    <dd>{textoFiguras(a.delegado, partidos)}</dd>
                    {a.transcripciones.map((x) => (
                      <div key={x.en} className="contents">
                        <dt className="font-medium text-tenue">{T.transcripcion(x.usuario)}</dt>
                        <dd>{textoFiguras(x.figuras, partidos)}</dd>
                      </div>
                    ))}
                  </dl>
                  <a
                    href={a.fotoUrl}
                    target="_blank"
                    rel="noreferrer"
                    className="self-start text-sm text-teal underline"
                  >
                    {T.fotoAlt(a.mesa.codigo)}
                  </a>
                </li>
              ))}
            </ul>
          )
        }
      </QueryState>
    </Card>
  );
}

/** /dia-d/actas/verificar: HQ types each acta from its photo; mismatches go to a supervisor. */
export function VerificarScreen() {
  const puedeEscribir = usePuedeEscribir();
  if (!puedeEscribir) {
    return (
      <div>
        <PageHeader title={T.verificarTitulo} />
        <EmptyState title={T.soloEscritura} />
      </div>
    );
  }
  return <Verificar />;
}

function Verificar() {
  const partidos = usePartidos();
  const siguiente = useSiguienteActa();
  const [resultado, setResultado] = useState<string | null>(null);
  return (
    <div>
      <PageHeader
        title={T.verificarTitulo}
        subtitle={T.verificarAyuda}
        actions={
          <Link to="/dia-d/conteo" className="text-sm text-teal underline">
            {T.irConteo}
          </Link>
        }
      />
      {resultado && (
        <p role="status" className="mb-4 rounded-lg border border-borde bg-panel-2 px-3 py-2 text-sm">
          {resultado}
        </p>
      )}
      <Card>
        <QueryState query={partidos}>
          {(lista) =>
            lista.length === 0 ? (
              <EmptyState title={T.sinPapeleta} />
            ) : (
              <QueryState query={siguiente} loadingText={T.cargandoActa}>
                {(acta) =>
                  acta ? (
                    <Transcribir
                      key={acta.id}
                      acta={acta}
                      partidos={lista}
                      alGuardar={(estado) => {
                        setResultado(estado === 'verificada' ? T.resultado.verificada : T.resultado.disputa);
                        void siguiente.refetch();
                      }}
                    />
                  ) : (
                    <EmptyState
                      title={T.ningunaPendiente}
                      action={
                        <Button
                          variant="secondary"
                          disabled={siguiente.isFetching}
                          onClick={() => void siguiente.refetch()}
                        >
                          {T.buscarOtra}
                        </Button>
                      }
                    />
                  )
                }
              </QueryState>
            )
          }
        </QueryState>
      </Card>
      {partidos.data && partidos.data.length > 0 && <Disputas partidos={partidos.data} />}
    </div>
  );
}

// ------------------------------------------------------------------ count

function TablaPartidos({
  titulo,
  filas,
  partidos,
}: {
  titulo: string;
  filas: Conteo['partidos'];
  partidos: Partido[];
}) {
  const color = (sigla: string) => partidos.find((p) => p.sigla === sigla)?.color ?? '#94a3b8';
  return (
    <table className="w-full text-sm">
      <caption className="mb-2 text-left text-xs font-semibold tracking-wide text-tenue uppercase">
        {titulo}
      </caption>
      <thead className="sr-only">
        <tr>
          <th scope="col">{T.partido}</th>
          <th scope="col">{T.votos}</th>
          <th scope="col">{T.porcentaje}</th>
        </tr>
      </thead>
      <tbody>
        {filas.map((f) => (
          <tr key={f.sigla} className="border-t border-borde">
            <th scope="row" className="py-2 pr-3 text-left font-semibold">
              <span
                aria-hidden="true"
                className="mr-2 inline-block h-3 w-3 rounded-sm"
                style={{ background: color(f.sigla) }}
              />
              {f.sigla}
            </th>
            <td className="py-2 pr-3 text-right tabular-nums">{formatNumero(f.votos)}</td>
            <td className="w-1/2 py-2">
              <div className="flex items-center gap-2">
                <div className="h-2 flex-1 overflow-hidden rounded bg-panel-2" aria-hidden="true">
                  <div
                    className="h-full"
                    style={{ width: `${Math.min(100, f.porcentaje)}%`, background: color(f.sigla) }}
                  />
                </div>
                <span className="w-16 text-right tabular-nums">{formatPorcentaje(f.porcentaje, 2)}</span>
              </div>
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

function Cifra({ titulo, valor, detalle }: { titulo: string; valor: string; detalle?: string }) {
  return (
    <div className="rounded-lg border border-borde bg-panel-2 p-3">
      <p className="text-xs tracking-wide text-tenue uppercase">{titulo}</p>
      <p className="text-2xl font-bold tabular-nums">{valor}</p>
      {detalle && <p className="text-xs text-tenue">{detalle}</p>}
    </div>
  );
}

const REGLA_PAPELETA = z.object({ partidos: papeleta });
type FormPapeleta = z.input<typeof REGLA_PAPELETA>;

function EditarPapeleta({ partidos }: { partidos: Partido[] }) {
  const guardar = useGuardarPartidos();
  return (
    <FormDialog
      title={T.papeleta}
      description={T.papeletaAyuda}
      schema={REGLA_PAPELETA}
      defaultValues={() => ({
        partidos: partidos.length ? partidos : [{ sigla: '', nombre: '', color: '#2dd4bf' }],
      })}
      onSubmit={(v) => guardar.mutateAsync(v.partidos)}
      saveErrorText={T.errorPapeleta}
      size="lg"
      trigger={
        <Button size="sm" variant="secondary">
          {T.editarPapeleta}
        </Button>
      }
    >
      {(form) => <FilasPapeleta form={form} />}
    </FormDialog>
  );
}

function FilasPapeleta({ form }: { form: UseFormReturn<FormPapeleta, unknown, { partidos: Partido[] }> }) {
  const { fields, append, remove } = useFieldArray({ control: form.control, name: 'partidos' });
  const errores = form.formState.errors.partidos;
  return (
    <div className="flex flex-col gap-3">
      {errores?.root?.message && (
        <p role="alert" className="text-sm text-coral">
          {errores.root.message}
        </p>
      )}
      {errores?.message && (
        <p role="alert" className="text-sm text-coral">
          {errores.message}
        </p>
      )}
      {fields.map((f, i) => (
        <div key={f.id} className="grid grid-cols-[1fr_2fr_auto_auto] items-end gap-2">
          <TextField
            label={T.sigla}
            error={errores?.[i]?.sigla?.message}
            {...form.register(`partidos.${i}.sigla`)}
          />
          <TextField
            label={T.nombre}
            error={errores?.[i]?.nombre?.message}
            {...form.register(`partidos.${i}.nombre`)}
          />
          <TextField
            label={T.color}
            type="color"
            className="h-11 w-14 p-1"
            error={errores?.[i]?.color?.message}
            {...form.register(`partidos.${i}.color`)}
          />
          <IconButton
            label={T.quitarPartido(form.getValues(`partidos.${i}.sigla`))}
            onClick={() => remove(i)}
            className="mb-1"
          >
            <Trash2 size={16} aria-hidden="true" />
          </IconButton>
        </div>
      ))}
      <Button
        variant="secondary"
        size="sm"
        className="self-start"
        onClick={() => append({ sigla: '', nombre: '', color: '#94a3b8' })}
      >
        <Plus size={16} aria-hidden="true" />
        {T.agregarPartido}
      </Button>
    </div>
  );
}

function SortearMuestra() {
  const sortear = useSortearMuestra();
  return (
    <FormDialog
      title={T.sortear}
      description={T.sortearAyuda}
      schema={muestraNueva}
      defaultValues={{ tamano: 1500, semilla: '' }}
      onSubmit={(body) => sortear.mutateAsync(body)}
      saveErrorText={T.errorSortear}
      submitLabel={T.sortear}
      busyLabel={T.sorteando}
      trigger={
        <Button size="sm" variant="secondary">
          {T.sortear}
        </Button>
      }
    >
      {({ control, register, formState: { errors } }) => (
        <>
          <NumberField control={control} name="tamano" label={T.tamano} min={1} />
          <TextField
            label={T.semilla}
            hint={T.semillaAyuda}
            error={errors.semilla?.message}
            {...register('semilla')}
          />
        </>
      )}
    </FormDialog>
  );
}

/** The quick count: estimate and 95 % interval per party from the sample's arrived actas. */
function ConteoRapidoCard({ esAdmin, partidos }: { esAdmin: boolean; partidos: Partido[] }) {
  const rapido = useConteoRapido();
  const color = (sigla: string) => partidos.find((p) => p.sigla === sigla)?.color ?? '#94a3b8';
  return (
    <Card title={T.rapidoTitulo} className="mt-6" actions={esAdmin ? <SortearMuestra /> : undefined}>
      <p className="mb-3 text-sm text-tenue">{T.rapidoAyuda}</p>
      <QueryState query={rapido}>
        {(r) =>
          r.semilla === null ? (
            <p className="text-sm text-tenue">{T.sinMuestra}</p>
          ) : (
            <>
              <p className="mb-2 text-sm">
                {T.muestraDe(formatNumero(r.recibidas), formatNumero(r.muestra), r.semilla)}
              </p>
              <ul className="flex flex-col gap-2">
                {r.partidos.map((p) => (
                  <li key={p.sigla} className="grid grid-cols-[5rem_1fr] items-center gap-3 text-sm">
                    <span className="font-semibold">
                      <span
                        aria-hidden="true"
                        className="mr-2 inline-block h-3 w-3 rounded-sm"
                        style={{ background: color(p.sigla) }}
                      />
                      {p.sigla}
                    </span>
                    <span>
                      <strong className="tabular-nums">{formatPorcentaje(p.estimacion, 1)}</strong>{' '}
                      <span className="text-tenue">
                        {T.intervalo(formatPorcentaje(p.ic95[0], 1), formatPorcentaje(p.ic95[1], 1))}
                      </span>
                    </span>
                  </li>
                ))}
              </ul>
            </>
          )
        }
      </QueryState>
    </Card>
  );
}

/** The mesas behind the figures: by department and state, each acta with its photo. */
function MesasActas({
  departamento,
  setDepartamento,
  partidos,
}: {
  departamento: string;
  setDepartamento: (d: string) => void;
  partidos: Partido[];
}) {
  const [estado, setEstado] = useState('');
  const mesas = useMesasActas({
    ...(departamento ? { departamento } : {}),
    ...(estado ? { estado: estado as ConsultaMesasActas['estado'] } : {}),
  });
  const filas = mesas.data?.pages.flatMap((p) => p.mesas) ?? [];
  return (
    <Card title={T.mesasTitulo} className="mt-6" id="mesas-actas">
      <p className="mb-3 text-sm text-tenue">{T.mesasAyuda}</p>
      <div className="mb-3 grid gap-3 sm:grid-cols-2">
        <SelectField
          label={T.departamento}
          value={departamento}
          onChange={(e) => setDepartamento(e.target.value)}
        >
          <option value="">{T.todos}</option>
          {REGIONES_TERRITORIALES.map((r) => (
            <option key={r.id} value={r.id}>
              {r.name}
            </option>
          ))}
        </SelectField>
        <SelectField label={T.estado} value={estado} onChange={(e) => setEstado(e.target.value)}>
          <option value="">{T.todos}</option>
          <option value="sin-acta">{T.sinActa}</option>
          {ESTADOS_ACTA.map((e) => (
            <option key={e} value={e}>
              {ETIQUETA_ESTADO_ACTA[e]}
            </option>
          ))}
        </SelectField>
      </div>
      {mesas.isPending ? (
        <Spinner text={TEXTOS_COMUNES.cargando} />
      ) : mesas.isError && filas.length === 0 ? (
        <PanelError
          reason={mesas.error.message}
          retrying={mesas.isFetching}
          onRetry={() => void mesas.refetch()}
        />
      ) : filas.length === 0 ? (
        <p className="text-sm text-tenue">{T.ningunaMesa}</p>
      ) : (
        <ul aria-label={T.listaMesas} className="flex flex-col divide-y divide-borde">
          {filas.map((m) => (
            <li key={m.codigo} className="flex flex-wrap items-center justify-between gap-2 py-2 text-sm">
              <span>
                <strong>{T.mesaDe(m.numero, m.codigo)}</strong> · {m.recinto} · {m.municipio}
              </span>
              {m.acta ? (
                <span className="flex flex-wrap items-center gap-2">
                  <span className="rounded bg-panel-2 px-2 py-0.5 text-xs">
                    {ETIQUETA_ESTADO_ACTA[m.acta.estado]}
                  </span>
                  <span className="text-tenue">{textoFiguras(m.acta, partidos)}</span>
                  <a href={m.acta.fotoUrl} target="_blank" rel="noreferrer" className="text-teal underline">
                    {T.verFoto(m.codigo)}
                  </a>
                </span>
              ) : (
                <span className="text-tenue">{T.sinActa}</span>
              )}
            </li>
          ))}
        </ul>
      )}
      {mesas.hasNextPage && (
        <Button
          variant="secondary"
          size="sm"
          className="mt-3 self-start"
          disabled={mesas.isFetchingNextPage}
          onClick={() => void mesas.fetchNextPage()}
        >
          {T.cargarMas}
        </Button>
      )}
    </Card>
  );
}

/** /dia-d/conteo: the count, national and per department, live. */
export function ConteoScreen() {
  const { data: sesion } = useSession();
  const conteo = useConteo();
  const partidos = usePartidos();
  const [departamento, setDepartamento] = useState('');
  return (
    <div>
      <PageHeader
        title={T.conteoTitulo}
        subtitle={T.conteoAyuda}
        actions={
          <>
            <a
              href={exportarActasCsv.path}
              download
              className="inline-flex min-h-9 items-center gap-2 rounded-lg border border-borde bg-panel-2 px-3 text-sm font-medium hover:border-teal"
            >
              <Download size={16} aria-hidden="true" />
              {T.exportarCsv}
            </a>
            <Link to="/dia-d/actas/verificar" className="self-center text-sm text-teal underline">
              {T.irTranscribir}
            </Link>
          </>
        }
      />
      <QueryState query={conteo} loadingText={T.cargandoConteo}>
        {(c) => (
          <div className="flex flex-col gap-6">
            <div className="grid grid-cols-2 gap-3 lg:grid-cols-4">
              <Cifra
                titulo={T.actasRecibidas}
                valor={formatPorcentaje(c.mesas ? (c.actasRecibidas / c.mesas) * 100 : 0, 1)}
                detalle={T.deMesas(formatNumero(c.actasRecibidas), formatNumero(c.mesas))}
              />
              <Cifra
                titulo={T.actasVerificadas}
                valor={formatPorcentaje(c.mesas ? (c.actasVerificadas / c.mesas) * 100 : 0, 1)}
                detalle={T.deMesas(formatNumero(c.actasVerificadas), formatNumero(c.mesas))}
              />
              <Cifra titulo={T.actasEnDisputa} valor={formatNumero(c.actasEnDisputa)} />
              <Cifra titulo={T.participacion} valor={formatPorcentaje(c.participacion, 1)} />
            </div>
            <div className="grid gap-6 lg:grid-cols-2">
              <Card title={T.verificadas}>
                {c.actasVerificadas === 0 && c.actasRecibidas === 0 ? (
                  <p className="text-sm text-tenue">{T.sinDatos}</p>
                ) : (
                  <>
                    <TablaPartidos titulo={T.votos} filas={c.partidos} partidos={partidos.data ?? []} />
                    <p className="mt-2 text-sm text-tenue">
                      {T.blancos}: {formatNumero(c.blancos)} · {T.nulos}: {formatNumero(c.nulos)}
                    </p>
                  </>
                )}
              </Card>
              <Card title={T.recibidas}>
                <TablaPartidos titulo={T.votos} filas={c.partidosRecibidas} partidos={partidos.data ?? []} />
              </Card>
            </div>
            <Card title={T.porDepartamento}>
              <table className="tabla-apilada w-full text-sm">
                <caption className="sr-only">{T.porDepartamento}</caption>
                <thead className="text-xs text-tenue uppercase">
                  <tr>
                    <th scope="col" className="px-2 py-2 text-left">
                      {T.departamento}
                    </th>
                    <th scope="col" className="px-2 py-2 text-right">
                      {T.actasRecibidas}
                    </th>
                    <th scope="col" className="px-2 py-2 text-right">
                      {T.actasVerificadas}
                    </th>
                    <th scope="col" className="px-2 py-2 text-right">
                      {T.participacion}
                    </th>
                    {(partidos.data ?? []).map((p) => (
                      <th key={p.sigla} scope="col" className="px-2 py-2 text-right">
                        {p.sigla}
                      </th>
                    ))}
                  </tr>
                </thead>
                <tbody>
                  {c.departamentos.map((d) => (
                    <tr key={d.departamento} className="border-t border-borde">
                      <th scope="row" className="px-2 py-2 text-left font-medium">
                        <a
                          href="#mesas-actas"
                          className="text-teal underline"
                          onClick={() => setDepartamento(d.departamento)}
                        >
                          {REGIONES_TERRITORIALES.find((r) => r.id === d.departamento)?.name ??
                            d.departamento}
                        </a>
                      </th>
                      <td data-label={T.actasRecibidas} className="px-2 py-2 text-right tabular-nums">
                        {T.deMesas(formatNumero(d.actasRecibidas), formatNumero(d.mesas))}
                      </td>
                      <td data-label={T.actasVerificadas} className="px-2 py-2 text-right tabular-nums">
                        {formatNumero(d.actasVerificadas)}
                      </td>
                      <td data-label={T.participacion} className="px-2 py-2 text-right tabular-nums">
                        {formatPorcentaje(d.participacion, 1)}
                      </td>
                      {d.partidos.map((p) => (
                        <td key={p.sigla} data-label={p.sigla} className="px-2 py-2 text-right tabular-nums">
                          {formatPorcentaje(p.porcentaje, 1)}
                        </td>
                      ))}
                    </tr>
                  ))}
                </tbody>
              </table>
            </Card>
          </div>
        )}
      </QueryState>
      <ConteoRapidoCard esAdmin={sesion?.role === 'admin'} partidos={partidos.data ?? []} />
      <MesasActas
        departamento={departamento}
        setDepartamento={setDepartamento}
        partidos={partidos.data ?? []}
      />
      {sesion?.role === 'admin' && (
        <Card
          title={T.papeleta}
          className="mt-6"
          actions={partidos.data && <EditarPapeleta partidos={partidos.data} />}
        >
          <p className="mb-2 text-sm text-tenue">{T.papeletaAyuda}</p>
          <QueryState query={partidos}>
            {(lista) => (
              <ul className="flex flex-wrap gap-2">
                {lista.map((p) => (
                  <li
                    key={p.sigla}
                    className="flex items-center gap-2 rounded-lg border border-borde px-2 py-1 text-sm"
                  >
                    <span
                      aria-hidden="true"
                      className="inline-block h-3 w-3 rounded-sm"
                      style={{ background: p.color }}
                    />
                    <strong>{p.sigla}</strong> {p.nombre}
                  </li>
                ))}
              </ul>
            )}
          </QueryState>
        </Card>
      )}
    </div>
  );
}
