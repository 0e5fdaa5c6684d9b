import { cn } from './cn.js';

/** A loading indicator with its text (spec texts such as "Cargando dashboard..."). */
export function Spinner({
  text,
  className,
  centered = false,
}: {
  text: string;
  className?: string;
  centered?: boolean;
}) {
  return (
    <div
      role="status"
      aria-live="polite"
      className={cn(
        'flex items-center gap-3 text-sm text-tenue',
        centered && 'min-h-[40vh] flex-col justify-center',
        className,
      )}
    >
      <span
        aria-hidden="true"
        className="h-6 w-6 animate-spin rounded-full border-2 border-borde border-t-teal"
      />
      <span>{text}</span>
    </div>
  );
}
