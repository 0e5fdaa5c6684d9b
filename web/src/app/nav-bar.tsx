import { tabDesdeQuery, TEXTOS_NAV, veDiaD } from '@comando/contract';
import { Menu } from 'lucide-react';
import { useState } from 'react';
import { Link, useLocation } from 'react-router';
import { useSession } from '../api/session.js';
import { cn, Sheet } from '../ui/index.js';
import { AmbitoBarra, EnlacesCuenta, MenuUsuario } from './menu-usuario.js';
import { LogoutButton } from './logout-button.js';

interface NavItem {
  label: string;
  to: string;
  active: boolean;
}

/** The links of areas.md §2 and Día D; `/editor` is kept in dashboard links when the path has it. */
function useNavItems() {
  const { pathname, search } = useLocation();
  const base = pathname.includes('/editor') ? '/dashboard/editor' : '/dashboard';
  const onDashboard = pathname === '/dashboard' || pathname === '/dashboard/editor';
  const tab = tabDesdeQuery(new URLSearchParams(search).get('tab'));
  const rol = useSession().data?.role;
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
  // Election night: the mesas, incidents, transcription and count, for the roles that read them.
  if (rol !== undefined && veDiaD(rol)) {
    items.push({ label: TEXTOS_NAV.diaD, to: '/dia-d/mesas', active: pathname.startsWith('/dia-d/') });
  }
  return { base, items, homeActive: onDashboard && tab === 'encuestas' };
}

function NavLinks({
  items,
  vertical = false,
  onNavigate,
}: {
  items: NavItem[];
  vertical?: boolean;
  onNavigate?: () => void;
}) {
  return (
    <ul className={cn('flex gap-1', vertical ? 'flex-col' : 'flex-1 flex-wrap items-center')}>
      {items.map((item) => (
        <li key={item.label}>
          <Link
            to={item.to}
            onClick={onNavigate}
            aria-current={item.active ? 'page' : undefined}
            className={cn(
              'rounded-lg text-sm transition-colors',
              vertical ? 'flex min-h-11 items-center px-3 text-base' : 'inline-block px-3 py-1.5',
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
  );
}

/**
 * The top bar of areas.md §2. From 1024 px it shows the links in a row; below that (phones, and
 * tablets, where seven links and the account controls made a bar of four lines) it is one 56 px
 * line with the home link and a menu button whose side sheet holds the same links and Cerrar
 * Sesión (a pinned bar of several lines would take a quarter of a phone screen).
 */
export function NavBar() {
  const { base, items, homeActive } = useNavItems();
  const [menuOpen, setMenuOpen] = useState(false);
  return (
    <header className="sticky top-0 z-20 h-14 border-b border-borde bg-panel/95 backdrop-blur lg:h-auto">
      <nav
        aria-label={TEXTOS_NAV.navegacion}
        className="mx-auto flex h-full max-w-[1600px] items-center gap-2 px-4 sm:px-6 lg:min-h-14 lg:flex-wrap lg:py-2"
      >
        <Link
          to={base}
          aria-label={TEXTOS_NAV.inicio}
          aria-current={homeActive ? 'page' : undefined}
          className={cn(
            'mr-auto flex shrink-0 items-center gap-2 rounded-lg px-2 py-1 font-bold tracking-wide lg:mr-4',
            homeActive ? 'text-teal' : 'text-texto hover:text-teal',
          )}
        >
          <img src="/favicon.svg" alt="" className="h-7 w-7" />
          <span aria-hidden="true">COMANDO</span>
        </Link>
        <div className="hidden flex-1 lg:flex">
          <NavLinks items={items} />
        </div>
        {/* Account controls (Cerrar Sesión, the user menu) sit here on wide screens. */}
        <div className="hidden items-center gap-2 lg:flex">
          <MenuUsuario />
          <LogoutButton />
        </div>
        <AmbitoBarra className="lg:hidden" />
        <div className="lg:hidden">
          <Sheet
            open={menuOpen}
            onOpenChange={setMenuOpen}
            title={TEXTOS_NAV.menu}
            trigger={
              <button
                type="button"
                aria-label={TEXTOS_NAV.menu}
                className="inline-flex h-10 w-10 items-center justify-center rounded-lg text-texto hover:bg-panel-2"
              >
                <Menu aria-hidden="true" size={22} />
              </button>
            }
          >
            <nav aria-label={TEXTOS_NAV.navegacion} className="flex h-full flex-col gap-4">
              <NavLinks items={items} vertical onNavigate={() => setMenuOpen(false)} />
              {/* Account controls on phones, under the links. */}
              <div className="mt-auto flex flex-col gap-2 border-t border-borde pt-4">
                <EnlacesCuenta onNavigate={() => setMenuOpen(false)} />
                <LogoutButton className="w-full justify-start" />
              </div>
            </nav>
          </Sheet>
        </div>
      </nav>
    </header>
  );
}
