import * as Dialog from '@radix-ui/react-dialog';
import { TEXTOS_COMUNES } from '@comando/contract';
import { X } from 'lucide-react';
import { useRef, type ReactElement, type ReactNode } from 'react';
import { cn } from './cn.js';

const sizes = { sm: 'max-w-md', md: 'max-w-xl', lg: 'max-w-3xl', xl: 'max-w-5xl' };

export interface ModalProps {
  open?: boolean;
  onOpenChange?: (open: boolean) => void;
  title: ReactNode;
  description?: ReactNode;
  children: ReactNode;
  /** Buttons at the bottom (Cancelar / Guardar…). */
  footer?: ReactNode;
  size?: keyof typeof sizes;
  /** The button that opens the dialog (rendered as the Radix trigger). */
  trigger?: ReactElement;
  /** Children fill the space under the title themselves (a form with its own footer). */
  bare?: boolean;
}

/**
 * Dialog with a title, focus trap, Esc and backdrop click to close (Radix). However it
 * closes (Esc, ×, Cancelar, saving), focus goes back to what had it when it opened.
 */
export function Modal({
  open,
  onOpenChange,
  title,
  description,
  children,
  footer,
  size = 'md',
  trigger,
  bare = false,
}: ModalProps) {
  // Dialogs opened from state (a card, a menu entry) have no Radix trigger, so Radix does not
  // know the opener: remember what had focus when the dialog opened and give focus back to it.
  const opener = useRef<HTMLElement | null>(null);
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      {trigger && <Dialog.Trigger asChild>{trigger}</Dialog.Trigger>}
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-40 bg-black/60 backdrop-blur-sm" />
        <Dialog.Content
          className={cn(
            'fixed top-1/2 left-1/2 z-50 flex max-h-[90vh] w-[calc(100vw-2rem)] -translate-x-1/2 -translate-y-1/2 flex-col rounded-xl border border-borde bg-panel shadow-2xl',
            sizes[size],
          )}
          {...(description ? {} : { 'aria-describedby': undefined })}
          onOpenAutoFocus={() => {
            opener.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
          }}
          onCloseAutoFocus={(event) => {
            const target = opener.current;
            opener.current = null;
            if (target?.isConnected) {
              event.preventDefault();
              target.focus();
            }
          }}
        >
          <div className="flex items-start justify-between gap-4 border-b border-borde px-5 py-4">
            <div className="min-w-0">
              <Dialog.Title className="text-lg font-semibold">{title}</Dialog.Title>
              {description && (
                <Dialog.Description className="mt-1 text-sm text-tenue [overflow-wrap:anywhere]">
                  {description}
                </Dialog.Description>
              )}
            </div>
            <Dialog.Close
              aria-label={TEXTOS_COMUNES.cerrar}
              className="-mt-1 -mr-2 inline-flex h-9 w-9 shrink-0 items-center justify-center rounded-md text-tenue hover:bg-panel-2 hover:text-texto"
            >
              <X aria-hidden="true" size={18} />
            </Dialog.Close>
          </div>
          {bare ? children : <div className="overflow-y-auto px-5 py-4">{children}</div>}
          {footer && <div className="flex justify-end gap-2 border-t border-borde px-5 py-3">{footer}</div>}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
