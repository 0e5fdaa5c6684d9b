import {
  formatCentavos,
  MENSAJES_FINANZAS,
  metaNueva,
  TEXTOS_FINANZAS,
  type MetaNueva,
} from '@comando/contract';
import { Pencil } from 'lucide-react';
import { useState } from 'react';
import type { z } from 'zod';
import { usePuedeEscribir } from '../../api/session.js';
import { Alert, Button, Card, InlineForm, NumberField } from '../../ui/index.js';
import { useBorrarMeta, useGuardarMeta } from './api/mutations.js';

/** Target: unset → an input; set → a summary with Editar, which clears it (spec §4). */
export function MetaCard({ targetCents }: { targetCents: number | null }) {
  // After Editar the input starts from the previous target, so a small change stays small.
  const [anterior, setAnterior] = useState<number | null>(null);
  const puedeEscribir = usePuedeEscribir();
  return (
    <Card title={TEXTOS_FINANZAS.metaTitulo}>
      {!puedeEscribir ? (
        // A reader sees the target, never the input nor Editar.
        <p className="text-sm text-tenue">
          {targetCents === null
            ? TEXTOS_FINANZAS.sinMeta
            : `${TEXTOS_FINANZAS.metaActual}: ${formatCentavos(targetCents)}`}
        </p>
      ) : targetCents === null ? (
        <MetaForm inicial={anterior === null ? undefined : anterior / 100} />
      ) : (
        <MetaResumen targetCents={targetCents} onEditar={() => setAnterior(targetCents)} />
      )}
    </Card>
  );
}

function MetaResumen({ targetCents, onEditar }: { targetCents: number; onEditar: () => void }) {
  const borrar = useBorrarMeta();
  return (
    <div className="flex flex-wrap items-center justify-between gap-3">
      <p className="text-sm text-tenue">
        {TEXTOS_FINANZAS.metaActual}:{' '}
        <span className="text-lg font-semibold whitespace-nowrap text-texto">
          {formatCentavos(targetCents)}
        </span>
      </p>
      <Button
        variant="secondary"
        size="sm"
        disabled={borrar.isPending}
        onClick={() => {
          onEditar();
          borrar.mutate();
        }}
      >
        <Pencil size={14} aria-hidden="true" />
        {TEXTOS_FINANZAS.editar}
      </Button>
      {borrar.isError && <Alert className="w-full">{MENSAJES_FINANZAS.errorGuardarMeta}</Alert>}
    </div>
  );
}

function MetaForm({ inicial }: { inicial: number | undefined }) {
  const guardar = useGuardarMeta();
  return (
    <InlineForm<MetaNueva, z.output<typeof metaNueva>>
      schema={metaNueva}
      defaultValues={{ target: inicial }}
      // The schema checked it; the target travels as the JSON number typed, the server makes cents.
      onSubmit={(_, form) => guardar.mutateAsync({ target: form.getValues('target') })}
      saveErrorText={MENSAJES_FINANZAS.errorGuardarMeta}
      submitLabel={TEXTOS_FINANZAS.guardarMeta}
      busyLabel={TEXTOS_FINANZAS.agregando}
      layout="row"
    >
      {({ control }) => (
        <NumberField
          control={control}
          name="target"
          label={TEXTOS_FINANZAS.metaCampo}
          hint={TEXTOS_FINANZAS.metaAyuda}
          min={0}
          wrapperClassName="min-w-48 flex-1"
        />
      )}
    </InlineForm>
  );
}
