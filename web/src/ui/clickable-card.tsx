import type { ButtonHTMLAttributes, HTMLAttributes, ReactNode } from 'react';
import { cn } from './cn.js';

/**
 * A card that opens something wherever it is clicked (spec areas.md: each Comunicación
 * and Estrategia card opens its dialog when clicked). One real button — usually the
 * card's title, see `CardTarget` — is stretched over the whole card by a pseudo-element,
 * so the card has one name and one tab stop; inner controls stay above it (`encima`).
 */
export function ClickableCard({ className, children, ...props }: HTMLAttributes<HTMLElement>) {
  return (
    <section
      className={cn(
        'relative rounded-xl border border-borde bg-panel p-4 shadow-lg shadow-black/20 transition-colors',
        'hover:border-teal/60 focus-within:border-teal/60',
        className,
      )}
      {...props}
    >
      {children}
    </section>
  );
}

/** The card's one target: a button whose ::after covers the card. */
export function CardTarget({
  className,
  children,
  ...props
}: ButtonHTMLAttributes<HTMLButtonElement> & { children: ReactNode }) {
  return (
    <button
      type="button"
      className={cn(
        'cursor-pointer text-left after:absolute after:inset-0 after:rounded-xl after:content-[""] focus-visible:outline-none focus-visible:after:outline-2 focus-visible:after:outline-teal',
        className,
      )}
      {...props}
    >
      {children}
    </button>
  );
}

/** Classes for a control inside a ClickableCard that must stay clickable on its own. */
export const encimaDeTarjeta = 'relative z-10';
