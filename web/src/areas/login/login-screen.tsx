import {
  destinoTrasLogin,
  erroresLogin,
  MENSAJES_DOS_PASOS,
  TEXTOS_LOGIN,
  TEXTOS_LOGIN_DOS_PASOS as T2,
  type LoginBody,
} from '@comando/contract';
import { Eye, EyeOff } from 'lucide-react';
import { useState, type FormEvent, type ReactNode } from 'react';
import { Navigate, useNavigate } from 'react-router';
import { useLogin, useSession } from '../../api/session.js';
import { Form, Spinner, TextField } from '../../ui/index.js';
import { SimulacroBand } from '../../ui/simulacro-band.js';

type Campo = keyof LoginBody;
type Valores = Required<LoginBody>;

/**
 * Login screen (spec dashboard.md §2); the check happens on the server. The only form drawn in
 * the kit's `Form` frame without `InlineForm`'s useFormulario: react-hook-form and zod would
 * double the JS the first screen downloads (issue 17), for two required fields. The same rules hold (spec §5): errors show on
 * submit, an error goes as soon as its field is edited and comes back only on the next submit.
 */
export function LoginScreen() {
  const session = useSession();
  const login = useLogin();
  const navigate = useNavigate();
  const [visible, setVisible] = useState(false);
  const [valores, setValores] = useState<Valores>({ usuario: '', contrasena: '', codigo: '' });
  // After a right password, an account with two-factor verification asks for its code.
  const [pideCodigo, setPideCodigo] = useState(false);
  const [errors, setErrors] = useState<Partial<Record<Campo, string>>>({});

  const editar = (campo: Campo) => (e: { target: { value: string } }) => {
    const valor = e.target.value;
    setValores((v) => ({ ...v, [campo]: valor }));
    setErrors(({ [campo]: _quitado, ...resto }) => resto);
    // Editing either field takes away "Credenciales inválidas" (spec dashboard.md §5).
    if (login.isError) login.reset();
  };

  if (session.isPending) return <Spinner text={TEXTOS_LOGIN.entrando} centered />;
  if (session.data) return <Navigate to={destinoTrasLogin(session.data.role)} replace />;

  const onSubmit = (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    const encontrados: Partial<Record<Campo, string>> = pideCodigo
      ? valores.codigo.trim() === ''
        ? { codigo: MENSAJES_DOS_PASOS.codigoRequerido }
        : {}
      : erroresLogin(valores);
    setErrors(encontrados);
    const primero = (Object.keys(encontrados) as Campo[])[0];
    if (primero) {
      const campo = e.currentTarget.elements.namedItem(primero);
      if (campo instanceof HTMLInputElement) campo.focus();
      return;
    }
    login.mutate(
      {
        usuario: valores.usuario.trim(),
        contrasena: valores.contrasena,
        ...(pideCodigo ? { codigo: valores.codigo.trim() } : {}),
      },
      {
        onSuccess: (answer) => {
          if ('requiere2fa' in answer) setPideCodigo(true);
          else void navigate(destinoTrasLogin(answer.role), { replace: true });
        },
        // A wrong code is spent: the field empties for the next one.
        onError: () => {
          if (pideCodigo) setValores((v) => ({ ...v, codigo: '' }));
        },
      },
    );
  };

  const volver = () => {
    setPideCodigo(false);
    setValores((v) => ({ ...v, contrasena: '', codigo: '' }));
    setErrors({});
    login.reset();
  };

  if (pideCodigo) {
    return (
      <Pantalla titulo={T2.titulo} subtitulo={T2.ayuda}>
        <Form
          onSubmit={onSubmit}
          busy={login.isPending}
          error={login.error}
          errorText={login.error?.message}
          submitLabel={T2.verificar}
          busyLabel={T2.verificando}
          cancelLabel={T2.volver}
          onCancel={volver}
          align="stacked"
        >
          <TextField
            label={T2.codigo}
            autoComplete="one-time-code"
            autoFocus
            spellCheck={false}
            name="codigo"
            value={valores.codigo}
            onChange={editar('codigo')}
            error={errors.codigo}
          />
        </Form>
      </Pantalla>
    );
  }

  return (
    <Pantalla titulo={TEXTOS_LOGIN.titulo} subtitulo={TEXTOS_LOGIN.subtitulo}>
      <Form
        onSubmit={onSubmit}
        busy={login.isPending}
        error={login.error}
        errorText={login.error?.message}
        submitLabel={TEXTOS_LOGIN.entrar}
        busyLabel={TEXTOS_LOGIN.entrando}
        align="stacked"
      >
        <TextField
          label={TEXTOS_LOGIN.usuario}
          autoComplete="username"
          name="usuario"
          value={valores.usuario}
          onChange={editar('usuario')}
          error={errors.usuario}
        />
        <div className="relative">
          <TextField
            label={TEXTOS_LOGIN.contrasenaLabel}
            type={visible ? 'text' : 'password'}
            autoComplete="current-password"
            className="pr-10"
            name="contrasena"
            value={valores.contrasena}
            onChange={editar('contrasena')}
            error={errors.contrasena}
          />
          <button
            type="button"
            onClick={() => setVisible((v) => !v)}
            aria-label={visible ? TEXTOS_LOGIN.ocultarContrasenaLabel : TEXTOS_LOGIN.mostrarContrasenaLabel}
            aria-pressed={visible}
            className="absolute top-7 right-2 rounded p-1 text-tenue hover:text-texto"
          >
            {visible ? <EyeOff size={18} aria-hidden="true" /> : <Eye size={18} aria-hidden="true" />}
          </button>
        </div>
        <div className="flex items-center justify-between text-sm">
          <label className="flex items-center gap-2 text-tenue">
            <input type="checkbox" className="accent-teal" />
            {TEXTOS_LOGIN.recordarme}
          </label>
          <a href="#" onClick={(e) => e.preventDefault()} className="text-teal hover:underline">
            {TEXTOS_LOGIN.olvido}
          </a>
        </div>
      </Form>
    </Pantalla>
  );
}

function Pantalla({
  titulo,
  subtitulo,
  children,
}: {
  titulo: string;
  subtitulo: string;
  children: ReactNode;
}) {
  return (
    <main className="flex min-h-screen flex-col items-center justify-center bg-gradient-to-br from-fondo via-panel to-fondo p-4">
      <div className="fixed inset-x-0 top-0">
        <SimulacroBand />
      </div>
      <div className="w-full max-w-sm rounded-2xl border border-borde bg-panel p-8 shadow-2xl">
        <div className="mb-6 flex flex-col items-center gap-2 text-center">
          <img src="/favicon.svg" alt="" className="h-14 w-14" />
          <h1 className="text-2xl font-bold tracking-wide">{titulo}</h1>
          <p className="text-sm text-tenue">{subtitulo}</p>
        </div>
        {children}
      </div>
    </main>
  );
}
