import {
  AMBITO_NACIONAL,
  ETIQUETA_ROL,
  formatFechaHora,
  ROLES_PERSONAL,
  TEXTOS_AMBITO,
  TEXTOS_DOS_PASOS,
  TEXTOS_USUARIOS as T,
  usuarioNuevo,
  type UsuarioCuenta,
} from '@comando/contract';
import { KeyRound, Plus, UserCheck, UserX } from 'lucide-react';
import { useState } from 'react';
import { useWatch, type UseFormReturn } from 'react-hook-form';
import type { z } from 'zod';
import { useSession } from '../../api/session.js';
import {
  Button,
  Card,
  ConfirmDialog,
  EmptyState,
  FormDialog,
  IconButton,
  Modal,
  PageHeader,
  PantallaVedada,
  QueryState,
  SaveError,
  SelectField,
  TextField,
} from '../../ui/index.js';
import { AmbitoElegido } from './ambito-campos.js';
import { AmbitoUsuario } from './ambito-usuario.js';
import {
  useCambiarUsuario,
  useCrearUsuario,
  useGuardarAjustes,
  useRestablecerUsuario,
} from './api/mutations.js';
import { useAjustes, useUsuarios } from './api/queries.js';

type Nuevo = z.input<typeof usuarioNuevo>;
const VACIO: Nuevo = { usuario: '', nombre: '', email: '', rol: 'editor', ambito: AMBITO_NACIONAL };

/** The new account's scope (issue 27): the scope dialog's fields; an admin's is national. */
function AmbitoNuevo({ form }: { form: UseFormReturn<Nuevo, unknown, z.output<typeof usuarioNuevo>> }) {
  const rol = useWatch({ control: form.control, name: 'rol' });
  return <AmbitoElegido rol={rol} onAmbito={(a) => form.setValue('ambito', a)} />;
}

/** The temporary password, shown once to the admin. */
function ContrasenaTemporal({
  datos,
  onClose,
}: {
  datos: { usuario: string; contrasena: string } | null;
  onClose: () => void;
}) {
  const [copiada, setCopiada] = useState(false);
  return (
    <Modal
      open={datos !== null}
      onOpenChange={(o) => {
        if (!o) {
          setCopiada(false);
          onClose();
        }
      }}
      title={T.temporalTitulo}
      description={datos ? T.temporalTexto(datos.usuario) : undefined}
      size="sm"
      footer={<Button onClick={onClose}>{T.listo}</Button>}
    >
      {datos && (
        <div className="flex flex-wrap items-center gap-3">
          <code
            aria-label={T.temporalTitulo}
            className="rounded-lg bg-panel-2 px-3 py-2 font-mono text-base break-all"
          >
            {datos.contrasena}
          </code>
          <Button
            variant="secondary"
            size="sm"
            onClick={() =>
              void navigator.clipboard?.writeText(datos.contrasena).then(
                () => setCopiada(true),
                () => setCopiada(false),
              )
            }
          >
            {T.copiar}
          </Button>
          {copiada && (
            <span role="status" className="text-sm text-teal">
              {T.copiada}
            </span>
          )}
        </div>
      )}
    </Modal>
  );
}

function NuevoUsuario({ onCreado }: { onCreado: (usuario: string, contrasena: string) => void }) {
  const crear = useCrearUsuario();
  return (
    <FormDialog
      title={T.nuevo}
      schema={usuarioNuevo}
      defaultValues={VACIO}
      onSubmit={async (body) => {
        const r = await crear.mutateAsync(body);
        onCreado(r.usuario, r.contrasenaTemporal);
      }}
      saveErrorText={T.errorCrear}
      submitLabel={T.crear}
      busyLabel={T.creando}
      trigger={
        <Button size="sm">
          <Plus size={16} aria-hidden="true" />
          {T.nuevo}
        </Button>
      }
    >
      {(form) => (
        <>
          <TextField
            label={T.usuario}
            hint={T.usuarioAyuda}
            autoComplete="off"
            spellCheck={false}
            error={form.formState.errors.usuario?.message}
            {...form.register('usuario')}
          />
          <TextField
            label={T.nombre}
            error={form.formState.errors.nombre?.message}
            {...form.register('nombre')}
          />
          <TextField
            label={T.email}
            type="email"
            error={form.formState.errors.email?.message}
            {...form.register('email')}
          />
          <SelectField label={T.rol} error={form.formState.errors.rol?.message} {...form.register('rol')}>
            {ROLES_PERSONAL.map((r) => (
              <option key={r} value={r}>
                {ETIQUETA_ROL[r]}
              </option>
            ))}
          </SelectField>
          <AmbitoNuevo form={form} />
        </>
      )}
    </FormDialog>
  );
}

/** "Exigir 2FA a los administradores": a switch saved at once. */
function AjusteDosPasos() {
  const ajustes = useAjustes(true);
  const guardar = useGuardarAjustes();
  return (
    <Card title={TEXTOS_DOS_PASOS.titulo} className="mb-6">
      <QueryState query={ajustes}>
        {(a) => (
          <div className="flex flex-col gap-2">
            <label className="flex items-start gap-3 text-sm">
              <input
                type="checkbox"
                className="mt-0.5 h-5 w-5 accent-teal"
                checked={guardar.isPending ? (guardar.variables ?? a.exigir2faAdmins) : a.exigir2faAdmins}
                disabled={guardar.isPending}
                onChange={(e) => guardar.mutate(e.target.checked)}
              />
              <span>
                <span className="font-medium">{TEXTOS_DOS_PASOS.exigir}</span>
                <span className="block text-tenue">{TEXTOS_DOS_PASOS.exigirAyuda}</span>
              </span>
            </label>
            <SaveError text={T.errorCambiar} error={guardar.error} />
          </div>
        )}
      </QueryState>
    </Card>
  );
}

type Accion = { tipo: 'estado' | 'restablecer'; usuario: UsuarioCuenta };

function Fila({ u, onAccion }: { u: UsuarioCuenta; onAccion: (a: Accion) => void }) {
  const cambiar = useCambiarUsuario();
  return (
    <tr className="border-t border-borde align-middle">
      <th scope="row" className="px-3 py-2 text-left font-mono font-medium">
        {u.usuario}
      </th>
      <td data-label={T.nombre} className="px-3 py-2">
        {u.nombre}
      </td>
      <td data-label={T.email} className="px-3 py-2 [overflow-wrap:anywhere]">
        {u.email}
      </td>
      <td data-label={T.rol} className="px-3 py-2">
        {u.rol === 'delegado' ? (
          ETIQUETA_ROL[u.rol]
        ) : (
          <div>
            <label className="sr-only" htmlFor={`rol-${u.id}`}>
              {T.cambiarRol(u.nombre)}
            </label>
            <select
              id={`rol-${u.id}`}
              value={cambiar.isPending ? (cambiar.variables.rol ?? u.rol) : u.rol}
              disabled={cambiar.isPending}
              onChange={(e) =>
                cambiar.mutate({ id: u.id, rol: e.target.value as (typeof ROLES_PERSONAL)[number] })
              }
              className="min-h-9 rounded-md border border-borde bg-panel-2 px-2 text-sm"
            >
              {ROLES_PERSONAL.map((r) => (
                <option key={r} value={r}>
                  {ETIQUETA_ROL[r]}
                </option>
              ))}
            </select>
            {cambiar.isError && (
              <p role="alert" className="mt-1 text-xs text-coral">
                {cambiar.error.message}
              </p>
            )}
          </div>
        )}
      </td>
      <td data-label={TEXTOS_AMBITO.ambito} className="px-3 py-2">
        <AmbitoUsuario u={u} />
      </td>
      <td data-label={T.estado} className="px-3 py-2">
        <span className={u.activo ? 'text-teal' : 'text-coral'}>{u.activo ? T.activo : T.inactivo}</span>
      </td>
      <td data-label={T.ultimoAcceso} className="px-3 py-2 tabular-nums">
        {u.ultimoAcceso ? formatFechaHora(u.ultimoAcceso) : T.nunca}
      </td>
      <td data-label={T.dosPasos} className="px-3 py-2">
        {u.dosPasos ? T.si : T.no}
      </td>
      <td data-label={T.acciones} className="px-3 py-2">
        <div className="flex gap-1 md:justify-end">
          <IconButton
            label={`${u.activo ? T.desactivar : T.reactivar} ${u.usuario}`}
            aria-haspopup="dialog"
            onClick={() => onAccion({ tipo: 'estado', usuario: u })}
          >
            {u.activo ? <UserX size={16} aria-hidden="true" /> : <UserCheck size={16} aria-hidden="true" />}
          </IconButton>
          <IconButton
            label={`${T.restablecer} ${u.usuario}`}
            aria-haspopup="dialog"
            onClick={() => onAccion({ tipo: 'restablecer', usuario: u })}
          >
            <KeyRound size={16} aria-hidden="true" />
          </IconButton>
        </div>
      </td>
    </tr>
  );
}

/** Confirms deactivation / reactivation or a password reset, then shows what followed. */
function ConfirmarAccion({
  accion,
  onClose,
  onTemporal,
}: {
  accion: Accion | null;
  onClose: () => void;
  onTemporal: (usuario: string, contrasena: string) => void;
}) {
  const cambiar = useCambiarUsuario();
  const restablecer = useRestablecerUsuario();
  const u = accion?.usuario;
  const busy = cambiar.isPending || restablecer.isPending;
  const cerrar = () => {
    cambiar.reset();
    restablecer.reset();
    onClose();
  };
  // Mounted while open: each opening starts with no error; focus goes back to the row's button.
  if (!accion || !u) return null;
  const estado = accion.tipo === 'estado';
  return (
    <ConfirmDialog
      open
      onOpenChange={(o) => {
        if (!o) cerrar();
      }}
      title={
        estado
          ? u.activo
            ? T.desactivarTitulo(u.nombre)
            : T.reactivarTitulo(u.nombre)
          : T.restablecerTitulo(u.nombre)
      }
      text={estado ? (u.activo ? T.desactivarTexto : T.reactivarTexto) : T.restablecerTexto}
      confirmLabel={estado ? (u.activo ? T.desactivar : T.reactivar) : T.restablecer}
      danger={estado ? u.activo : true}
      busy={busy}
      error={cambiar.error ?? restablecer.error}
      errorText={estado ? T.errorCambiar : T.errorRestablecer}
      onConfirm={() => {
        if (estado) {
          cambiar.mutate({ id: u.id, activo: !u.activo }, { onSuccess: cerrar });
        } else {
          restablecer.mutate(u.id, {
            onSuccess: (r) => {
              cerrar();
              onTemporal(u.usuario, r.contrasenaTemporal);
            },
          });
        }
      }}
    />
  );
}

/** /usuarios (issue 16, admin): staff accounts, their roles and state, and the 2FA setting. */
export function UsuariosScreen() {
  const { data: sesion } = useSession();
  const esAdmin = sesion?.role === 'admin';
  const usuarios = useUsuarios(esAdmin);
  const [temporal, setTemporal] = useState<{ usuario: string; contrasena: string } | null>(null);
  const [accion, setAccion] = useState<Accion | null>(null);
  const mostrarTemporal = (usuario: string, contrasena: string) => setTemporal({ usuario, contrasena });

  if (!esAdmin) return <PantallaVedada title={T.titulo} motivo={T.soloAdmin} />;
  return (
    <div>
      <PageHeader
        title={T.titulo}
        subtitle={T.descripcion}
        actions={<NuevoUsuario onCreado={mostrarTemporal} />}
      />
      <AjusteDosPasos />
      <QueryState query={usuarios}>
        {(lista) =>
          lista.length === 0 ? (
            <EmptyState title={T.vacio} />
          ) : (
            <div className="rounded-xl border border-borde bg-panel">
              <table className="tabla-apilada w-full text-sm">
                <caption className="sr-only">{T.lista}</caption>
                <thead className="bg-panel-2 text-xs text-tenue uppercase">
                  <tr>
                    {[
                      T.usuario,
                      T.nombre,
                      T.email,
                      T.rol,
                      TEXTOS_AMBITO.ambito,
                      T.estado,
                      T.ultimoAcceso,
                      T.dosPasos,
                    ].map((h) => (
                      <th key={h} scope="col" className="px-3 py-2 text-left">
                        {h}
                      </th>
                    ))}
                    <th scope="col" className="px-3 py-2 text-right">
                      <span className="sr-only">{T.acciones}</span>
                    </th>
                  </tr>
                </thead>
                <tbody>
                  {lista.map((u) => (
                    <Fila key={u.id} u={u} onAccion={setAccion} />
                  ))}
                </tbody>
              </table>
            </div>
          )
        }
      </QueryState>
      <ConfirmarAccion accion={accion} onClose={() => setAccion(null)} onTemporal={mostrarTemporal} />
      <ContrasenaTemporal datos={temporal} onClose={() => setTemporal(null)} />
    </div>
  );
}
