import type { ButtonHTMLAttributes, HTMLAttributes, ReactNode } from 'react';
import { cn } from './cn.js';

export interface ClickableCardProps extends Omit<HTMLAttributes<HTMLElement>, 'title'> {
  /** The card's heading; with `onOpen` it is the card's one button. */
  title?: ReactNode;
  /** Opens the card's dialog; while absent (data still loading) the card is not a target. */
  onOpen?: () => void;
  /** Accessible name of the target when the title alone says too little ("Voceros: 3 voceros"). */
  openLabel?: string;
  /** Controls at the right of the heading (a link, a button); they stay clickable on their own. */
  actions?: ReactNode;
}

/**
 * A card that opens something wherever it is clicked (spec areas.md: each Comunicación
 * and Estrategia card opens its dialog when clicked). One real button — the card's title,
 * see `CardTarget` — is stretched over the whole card by a pseudo-element, so the card has
 * one name and one tab stop; inner controls stay above it (`aboveCardTarget`).
 */
export function ClickableCard({
  title,
  onOpen,
  openLabel,
  actions,
  className,
  children,
  ...props
}: ClickableCardProps) {
  return (
    <section
      className={cn(
        'relative flex min-w-0 flex-col rounded-xl border border-borde bg-panel p-4 shadow-lg shadow-black/20 transition-colors',
        onOpen && 'hover:border-teal/60 focus-within:border-teal/60',
        className,
      )}
      {...props}
    >
      {(title || actions) && (
        <header className="mb-3 flex flex-wrap items-start justify-between gap-2">
          <h2 className="min-w-0 flex-1 basis-40 text-sm font-semibold tracking-wide text-texto uppercase">
            {onOpen ? (
              <CardTarget onClick={onOpen} aria-label={openLabel}>
                {title}
              </CardTarget>
            ) : (
              title
            )}
          </h2>
          {actions && (
            <div className={cn('flex shrink-0 items-center gap-1', aboveCardTarget)}>{actions}</div>
          )}
        </header>
      )}
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
      aria-haspopup="dialog"
      className={cn(
        'cursor-pointer text-left uppercase after:absolute after:inset-0 after:z-[1] after:rounded-xl after:content-[""] focus-visible:outline-none focus-visible:after:outline-2 focus-visible:after:outline-teal',
        className,
      )}
      {...props}
    >
      {children}
    </button>
  );
}

/** Classes for a control inside a ClickableCard that must stay clickable on its own. */
export const aboveCardTarget = 'relative z-10';
