import { ETIQUETA_ROL, TEXTOS_MENU_USUARIO as T } from '@comando/contract';
import { ChevronDown, UserRound } from 'lucide-react';
import { useEffect, useId, useRef, useState } from 'react';
import { Link, useLocation } from 'react-router';
import { useSession } from '../api/session.js';
import { cn } from '../ui/index.js';

/** The account's pages: Mi cuenta for everyone; Usuarios and the audit trail for admins. */
function useEnlacesCuenta() {
  const { data } = useSession();
  const { pathname } = useLocation();
  if (!data) return null;
  const enlaces: { to: string; label: string }[] = [{ to: '/mi-cuenta', label: T.miCuenta }];
  if (data.role === 'admin') {
    enlaces.push({ to: '/usuarios', label: T.usuarios }, { to: '/auditoria', label: T.registro });
  }
  // A scoped account says its ground beside its name ("Editor · Cochabamba", issue 27).
  const ambito =
    data.ambito.nivel === 'nacional'
      ? null
      : `${ETIQUETA_ROL[data.role] ?? data.role} · ${data.ambitoNombre}`;
  return { nombre: data.name, ambito, enlaces: enlaces.map((e) => ({ ...e, activo: pathname === e.to })) };
}

function Enlaces({
  enlaces,
  onNavigate,
  className,
}: {
  enlaces: { to: string; label: string; activo: boolean }[];
  onNavigate?: () => void;
  className: string;
}) {
  return enlaces.map((e) => (
    <li key={e.to}>
      <Link
        to={e.to}
        onClick={onNavigate}
        aria-current={e.activo ? 'page' : undefined}
        className={cn(
          'flex items-center px-3 hover:bg-panel-2',
          className,
          e.activo ? 'font-semibold text-teal' : 'text-texto',
        )}
      >
        {e.label}
      </Link>
    </li>
  ));
}

/**
 * The user menu of the top bar (issue 16), outside the spec's links: the user's name opens a
 * short list of links (a disclosure: Esc or a click elsewhere closes it, focus returns to
 * the button).
 */
export function MenuUsuario() {
  const cuenta = useEnlacesCuenta();
  const [abierto, setAbierto] = useState(false);
  const boton = useRef<HTMLButtonElement>(null);
  const caja = useRef<HTMLDivElement>(null);
  const id = useId();
  useEffect(() => {
    if (!abierto) return;
    const fuera = (e: PointerEvent) => {
      if (!caja.current?.contains(e.target as Node)) setAbierto(false);
    };
    const tecla = (e: KeyboardEvent) => {
      if (e.key !== 'Escape') return;
      setAbierto(false);
      boton.current?.focus();
    };
    document.addEventListener('pointerdown', fuera);
    document.addEventListener('keydown', tecla);
    return () => {
      document.removeEventListener('pointerdown', fuera);
      document.removeEventListener('keydown', tecla);
    };
  }, [abierto]);

  if (!cuenta) return null;
  const activo = cuenta.enlaces.some((e) => e.activo);
  return (
    <div ref={caja} className="relative">
      <button
        ref={boton}
        type="button"
        aria-expanded={abierto}
        aria-controls={id}
        aria-label={T.abrir(cuenta.nombre)}
        onClick={() => setAbierto((a) => !a)}
        className={cn(
          'inline-flex min-h-10 max-w-64 items-center gap-2 rounded-lg px-3 py-1 text-sm hover:bg-panel-2',
          activo ? 'text-teal' : 'text-tenue hover:text-texto',
        )}
      >
        <UserRound size={16} aria-hidden="true" className="shrink-0" />
        {/* The ground under the name: side by side both were cut to a few letters. */}
        <span className="flex min-w-0 flex-col items-start leading-tight">
          <span className="max-w-full truncate">{cuenta.nombre}</span>
          {cuenta.ambito && <span className="max-w-full truncate text-xs text-tenue">{cuenta.ambito}</span>}
        </span>
        <ChevronDown size={14} aria-hidden="true" className={cn('shrink-0', abierto && 'rotate-180')} />
      </button>
      <ul
        id={id}
        hidden={!abierto}
        className="absolute right-0 z-30 mt-1 min-w-52 rounded-lg border border-borde bg-panel p-1 shadow-2xl"
      >
        <Enlaces
          enlaces={cuenta.enlaces}
          onNavigate={() => setAbierto(false)}
          className="min-h-10 rounded-md text-sm"
        />
      </ul>
    </div>
  );
}

/** A scoped account's ground in the phone's top bar, where the user menu does not fit. */
export function AmbitoBarra({ className }: { className?: string }) {
  const cuenta = useEnlacesCuenta();
  if (!cuenta?.ambito) return null;
  // Two short lines rather than one cut: "Editor · El Alto (La Paz)" is wider than a phone allows.
  return (
    <span className={cn('line-clamp-2 min-w-0 text-right text-xs leading-tight text-tenue', className)}>
      {cuenta.ambito}
    </span>
  );
}

/** The same links on phones, in the menu sheet under the spec's links. */
export function EnlacesCuenta({ onNavigate }: { onNavigate?: () => void }) {
  const cuenta = useEnlacesCuenta();
  if (!cuenta) return null;
  return (
    <div className="flex flex-col gap-1">
      <p className="flex items-center gap-2 px-3 py-1 text-sm text-tenue">
        <UserRound size={16} aria-hidden="true" className="shrink-0" />
        <span className="truncate">{cuenta.nombre}</span>
        {cuenta.ambito && <span className="truncate text-xs">{cuenta.ambito}</span>}
      </p>
      <ul className="flex flex-col gap-1">
        <Enlaces enlaces={cuenta.enlaces} onNavigate={onNavigate} className="min-h-11 rounded-lg text-base" />
      </ul>
    </div>
  );
}
