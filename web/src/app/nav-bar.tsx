import { tabDesdeQuery, TEXTOS_NAV } from '@comando/contract';
import { Link, useLocation } from 'react-router';
import { cn } from '../ui/index.js';
import { LogoutButton } from './logout-button.js';

interface NavItem {
  label: string;
  to: string;
  active: boolean;
}

/** The top bar of areas.md §2; `/editor` is kept in dashboard links when the path has it. */
export function NavBar() {
  const { pathname, search } = useLocation();
  const base = pathname.includes('/editor') ? '/dashboard/editor' : '/dashboard';
  const onDashboard = pathname === '/dashboard' || pathname === '/dashboard/editor';
  const tab = tabDesdeQuery(new URLSearchParams(search).get('tab'));
  const items: NavItem[] = [
    { label: TEXTOS_NAV.encuestas, to: '/encuestas', active: pathname === '/encuestas' },
    {
      label: TEXTOS_NAV.adversarios,
      to: `${base}?tab=adversarios`,
      active: onDashboard && tab === 'adversarios',
    },
    {
      label: TEXTOS_NAV.cochabamba,
      to: `${base}?tab=cochabamba`,
      active: onDashboard && tab === 'cochabamba',
    },
    { label: TEXTOS_NAV.comunicacion, to: '/comunicacion', active: pathname === '/comunicacion' },
    { label: TEXTOS_NAV.territorial, to: '/territorial', active: pathname === '/territorial' },
    { label: TEXTOS_NAV.estrategia, to: '/estrategia', active: pathname === '/estrategia' },
  ];
  const homeActive = onDashboard && tab === 'encuestas';
  return (
    <header className="sticky top-0 z-20 border-b border-borde bg-panel/95 backdrop-blur">
      <nav
        aria-label={TEXTOS_NAV.navegacion}
        className="mx-auto flex max-w-[1600px] flex-wrap items-center gap-2 px-4 py-2 sm:px-6"
      >
        <Link
          to={base}
          aria-label={TEXTOS_NAV.inicio}
          aria-current={homeActive ? 'page' : undefined}
          className={cn(
            'mr-4 flex items-center gap-2 rounded-lg px-2 py-1 font-bold tracking-wide',
            homeActive ? 'text-teal' : 'text-texto hover:text-teal',
          )}
        >
          <img src="/favicon.svg" alt="" className="h-7 w-7" />
          <span aria-hidden="true">COMANDO</span>
        </Link>
        <ul className="flex flex-1 flex-wrap items-center gap-1">
          {items.map((item) => (
            <li key={item.label}>
              <Link
                to={item.to}
                aria-current={item.active ? 'page' : undefined}
                className={cn(
                  'rounded-lg px-3 py-1.5 text-sm transition-colors',
                  item.active
                    ? 'bg-teal/15 font-semibold text-teal'
                    : 'text-tenue hover:bg-panel-2 hover:text-texto',
                )}
              >
                {item.label}
              </Link>
            </li>
          ))}
        </ul>
        <LogoutButton />
      </nav>
    </header>
  );
}
