import {
  ETIQUETAS_CAMPOS,
  MENSAJES_DASHBOARD,
  formatPorcentaje,
  perfilCambios,
  TEXTOS_PANELES_DASHBOARD as T,
  TITULOS_MODALES,
  type PerfilDashboard,
} from '@comando/contract';
import { useState } from 'react';
import { Card, FormDialog, NumberField, QueryState, TextField } from '../../ui/index.js';
import { useGuardarPerfil } from './api/mutations.js';
import { usePerfil } from './api/queries.js';
import perfilPorDefecto from './assets/perfil.svg';
import { EditButton } from './edit-button.js';

/** General compliance card: compliance as title, Cumplimiento General, profile image. */
export function CumplimientoCard({ editable }: { editable: boolean }) {
  const perfil = usePerfil();
  const data = perfil.data;
  return (
    <Card
      aria-label={T.cumplimiento}
      actions={editable && data ? <PerfilEditButton perfil={data} /> : undefined}
    >
      <QueryState query={perfil} loadingText={T.cargandoDatos}>
        {(data) => (
          <div className="flex flex-1 items-center gap-4">
            <ImagenPerfil url={data.imageUrl} nombre={data.name} />
            <div>
              <h2 className="text-3xl font-bold text-teal">{formatPorcentaje(data.compliance)}</h2>
              <p className="text-sm text-tenue">{T.cumplimiento}</p>
              <p className="mt-1 text-sm font-medium text-texto">{data.name}</p>
            </div>
          </div>
        )}
      </QueryState>
    </Card>
  );
}

/** The profile image; the bundled default when none is set or it cannot be shown. */
function ImagenPerfil({ url, nombre }: { url: string; nombre: string }) {
  const [fallida, setFallida] = useState<string | null>(null);
  const src = url && fallida !== url ? url : perfilPorDefecto;
  return (
    <img
      src={src}
      alt={`${T.fotoPerfil}: ${nombre}`}
      onError={() => setFallida(url)}
      className="h-20 w-20 shrink-0 rounded-full border-2 border-teal/60 object-cover"
    />
  );
}

function PerfilEditButton({ perfil }: { perfil: PerfilDashboard }) {
  const guardar = useGuardarPerfil();
  return (
    <FormDialog
      title={TITULOS_MODALES.perfil}
      schema={perfilCambios}
      defaultValues={() => ({ name: perfil.name, compliance: perfil.compliance, imageUrl: perfil.imageUrl })}
      onSubmit={(body) => guardar.mutateAsync(body)}
      saveErrorText={MENSAJES_DASHBOARD.errorGuardar}
      trigger={<EditButton label={TITULOS_MODALES.perfil} />}
    >
      {({ register, control, formState: { errors } }) => (
        <>
          <TextField label={ETIQUETAS_CAMPOS.nombre} error={errors.name?.message} {...register('name')} />
          <NumberField
            control={control}
            name="compliance"
            label={ETIQUETAS_CAMPOS.cumplimiento}
            min={0}
            max={100}
            step={0.01}
          />
          <TextField
            label={ETIQUETAS_CAMPOS.imagenUrl}
            type="url"
            placeholder="https://…"
            error={errors.imageUrl?.message}
            {...register('imageUrl')}
          />
        </>
      )}
    </FormDialog>
  );
}
