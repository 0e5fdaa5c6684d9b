import { TEXTOS_LOGOUT, TEXTOS_NAV } from '@comando/contract';
import { LogOut } from 'lucide-react';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { useLogout } from '../api/session.js';
import { Button, ConfirmDialog, cn } from '../ui/index.js';

/** Cerrar Sesión with the spec's confirmation; confirming ends the session on the server. */
export function LogoutButton({ floating = false, className }: { floating?: boolean; className?: string }) {
  const [open, setOpen] = useState(false);
  const logout = useLogout();
  const navigate = useNavigate();
  return (
    <>
      <Button
        variant={floating ? 'danger' : 'ghost'}
        size={floating ? 'md' : 'sm'}
        className={cn(floating && 'fixed right-4 bottom-3 z-30 shadow-xl sm:right-6', className)}
        onClick={() => setOpen(true)}
        aria-haspopup="dialog"
        aria-expanded={open}
      >
        <LogOut aria-hidden="true" size={16} />
        {TEXTOS_NAV.cerrarSesion}
      </Button>
      <ConfirmDialog
        open={open}
        onOpenChange={setOpen}
        title={TEXTOS_LOGOUT.titulo}
        text={TEXTOS_LOGOUT.texto}
        cancelLabel={TEXTOS_LOGOUT.cancelar}
        confirmLabel={TEXTOS_LOGOUT.confirmar}
        busy={logout.isPending}
        onConfirm={() =>
          logout.mutate(undefined, {
            onSettled: () => {
              setOpen(false);
              void navigate('/', { replace: true });
            },
          })
        }
      />
    </>
  );
}
