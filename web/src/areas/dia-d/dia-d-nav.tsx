import { seccionesDiaD, TEXTOS_NAV, TEXTOS_NAV_DIA_D as T } from '@comando/contract';
import { ChevronDown } from 'lucide-react';
import { useId, useRef, useState, type KeyboardEvent } from 'react';
import { Link, useLocation } from 'react-router';
import { useSession } from '../../api/session.js';
import { cn } from '../../ui/index.js';

/**
 * Día D's own section bar (issue 43), on every Día D screen: its screens in the order of the
 * night, only those the user's role may open, the current one marked. From 1024 px a row of
 * tabs; below that one button naming the current section that unfolds the list in place
 * (a disclosure: nothing scrolls sideways at 360 px, and Escape folds it back).
 */
export function DiaDNav() {
  const { pathname } = useLocation();
  const rol = useSession().data?.role;
  const [abierta, setAbierta] = useState(false);
  const boton = useRef<HTMLButtonElement>(null);
  const listaId = useId();
  const secciones = rol ? seccionesDiaD(rol) : [];
  if (secciones.length === 0) return null;
  const actual = secciones.find((s) => s.ruta === pathname);

  const alTeclear = (e: KeyboardEvent) => {
    if (e.key === 'Escape' && abierta) {
      setAbierta(false);
      boton.current?.focus();
    }
  };

  return (
    <nav aria-label={T.secciones} onKeyDown={alTeclear} className="mb-6 lg:border-b lg:border-borde">
      <button
        ref={boton}
        type="button"
        aria-expanded={abierta}
        aria-controls={listaId}
        onClick={() => setAbierta((a) => !a)}
        className="flex min-h-11 w-full items-center justify-between gap-2 rounded-lg border border-borde bg-panel px-3 text-left lg:hidden"
      >
        <span>
          <span className="text-sm text-tenue">{TEXTOS_NAV.diaD} · </span>
          <span className="font-semibold">{actual?.etiqueta ?? T.elegir}</span>
        </span>
        <ChevronDown
          aria-hidden="true"
          size={20}
          className={cn('shrink-0 text-tenue transition-transform', abierta && 'rotate-180')}
        />
      </button>
      <ul
        id={listaId}
        className={cn(
          'mt-2 flex-col gap-1 rounded-lg border border-borde bg-panel p-1',
          abierta ? 'flex' : 'hidden',
          'lg:mt-0 lg:flex lg:flex-row lg:flex-wrap lg:gap-1 lg:rounded-none lg:border-0 lg:bg-transparent lg:p-0',
        )}
      >
        {secciones.map((s) => {
          const aqui = s.ruta === actual?.ruta;
          return (
            <li key={s.ruta}>
              <Link
                to={s.ruta}
                aria-current={aqui ? 'page' : undefined}
                onClick={() => setAbierta(false)}
                className={cn(
                  'flex min-h-11 items-center rounded-md px-3 text-base',
                  'lg:-mb-px lg:min-h-10 lg:rounded-none lg:border-b-2 lg:py-2 lg:text-sm',
                  aqui
                    ? 'bg-teal/15 font-semibold text-teal lg:border-teal lg:bg-transparent lg:text-texto'
                    : 'text-tenue hover:bg-panel-2 hover:text-texto lg:border-transparent lg:hover:bg-transparent',
                )}
              >
                {s.etiqueta}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
