import { TEXTOS_NAV } from '@comando/contract';
import * as Dialog from '@radix-ui/react-dialog';
import { X } from 'lucide-react';
import type { ReactNode } from 'react';

export interface SheetProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The button that opens the sheet; Radix gives it aria-haspopup/expanded and focus back on close. */
  trigger: ReactNode;
  title: string;
  children: ReactNode;
}

/**
 * A panel that slides in from the right edge (the phone menu): a Radix dialog, so it traps
 * focus, closes with Esc or a tap outside, and gives focus back to its trigger.
 */
export function Sheet({ open, onOpenChange, trigger, title, children }: SheetProps) {
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Trigger asChild>{trigger}</Dialog.Trigger>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-40 bg-black/60" />
        <Dialog.Content
          aria-describedby={undefined}
          className="fixed inset-y-0 right-0 z-50 flex w-[min(20rem,85vw)] flex-col border-l border-borde bg-panel shadow-2xl"
        >
          <div className="flex h-14 shrink-0 items-center justify-between gap-2 border-b border-borde px-4">
            <Dialog.Title className="text-base font-semibold">{title}</Dialog.Title>
            <Dialog.Close
              aria-label={TEXTOS_NAV.cerrarMenu}
              className="inline-flex h-10 w-10 items-center justify-center rounded-md text-tenue hover:bg-panel-2 hover:text-texto"
            >
              <X aria-hidden="true" size={20} />
            </Dialog.Close>
          </div>
          <div className="flex-1 overflow-y-auto p-4">{children}</div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
