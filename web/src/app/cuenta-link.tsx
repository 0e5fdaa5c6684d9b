import { TEXTOS_CUENTA } from '@comando/contract';
import { UserRound } from 'lucide-react';
import { Link, useLocation } from 'react-router';
import { useSession } from '../api/session.js';
import { cn } from '../ui/index.js';

/** The signed-in user's name, leading to Mi cuenta (beside Cerrar Sesión, outside the spec's links). */
export function CuentaLink({ className, onNavigate }: { className?: string; onNavigate?: () => void }) {
  const { data } = useSession();
  const { pathname } = useLocation();
  if (!data) return null;
  const activo = pathname === '/mi-cuenta';
  return (
    <Link
      to="/mi-cuenta"
      onClick={onNavigate}
      aria-label={`${TEXTOS_CUENTA.miCuenta} (${data.name})`}
      aria-current={activo ? 'page' : undefined}
      className={cn(
        'inline-flex min-h-10 max-w-48 items-center gap-2 rounded-lg px-3 py-2 text-sm hover:bg-panel-2',
        activo ? 'text-teal' : 'text-tenue hover:text-texto',
        className,
      )}
    >
      <UserRound size={16} aria-hidden="true" className="shrink-0" />
      <span className="truncate">{data.name}</span>
    </Link>
  );
}
