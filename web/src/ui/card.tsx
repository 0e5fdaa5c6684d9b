import type { HTMLAttributes, ReactNode } from 'react';
import { cn } from './cn.js';

export interface CardProps extends Omit<HTMLAttributes<HTMLElement>, 'title'> {
  title?: ReactNode;
  subtitle?: ReactNode;
  /** Buttons at the right of the heading (edit, add…). */
  actions?: ReactNode;
  headingLevel?: 2 | 3;
}

/** A panel of the dashboard: a section with a heading, so screen readers can jump between cards. */
export function Card({
  title,
  subtitle,
  actions,
  headingLevel = 2,
  className,
  children,
  ...props
}: CardProps) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <section
      // min-w-0: as a grid or flex item a card shrinks to its track; wide content scrolls or wraps inside it.
      // A column: stretched to its grid row, a card lets a chart or list grow (flex-1) into the height.
      className={cn(
        'flex min-w-0 flex-col rounded-xl border border-borde bg-panel p-4 shadow-lg shadow-black/20',
        className,
      )}
      {...props}
    >
      {(title || actions) && (
        <header className="mb-3 flex flex-wrap items-start justify-between gap-2">
          {/* The title keeps its line beside the buttons down to 10rem, then the buttons wrap. */}
          <div className="min-w-0 flex-1 basis-40">
            {title && (
              <Heading className="text-sm font-semibold tracking-wide text-texto uppercase">{title}</Heading>
            )}
            {subtitle && <p className="text-xs text-tenue">{subtitle}</p>}
          </div>
          {actions && <div className="flex shrink-0 items-center gap-1">{actions}</div>}
        </header>
      )}
      {children}
    </section>
  );
}
