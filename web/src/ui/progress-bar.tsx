import { formatPorcentaje } from '@comando/contract';
import { cn } from './cn.js';

export interface Segment {
  value: number;
  className: string;
  label: string;
}

/**
 * Accessible progress bar. The fill is capped at 100% (spec: bars capped); the
 * announced value is the real one. `segments` draws several parts (progress, delay…).
 */
export function ProgressBar({
  value,
  max = 100,
  label,
  className,
  barClassName = 'bg-teal',
  segments,
  valueText,
}: {
  value: number;
  max?: number;
  label: string;
  className?: string;
  barClassName?: string;
  segments?: Segment[];
  valueText?: string;
}) {
  const pct = max > 0 && Number.isFinite(value) ? (value / max) * 100 : 0;
  const width = (v: number) => `${Math.max(0, Math.min(100, v))}%`;
  return (
    <div
      role="progressbar"
      aria-label={label}
      aria-valuemin={0}
      aria-valuemax={max}
      aria-valuenow={Number.isFinite(value) ? Math.min(Math.max(value, 0), max) : 0}
      aria-valuetext={valueText ?? formatPorcentaje(pct, 1)}
      className={cn('flex h-2 w-full overflow-hidden rounded-full bg-panel-2', className)}
    >
      {segments ? (
        segments.map((s) => (
          <div
            key={s.label}
            title={s.label}
            className={cn('h-full', s.className)}
            style={{ width: width(s.value) }}
          />
        ))
      ) : (
        <div className={cn('h-full rounded-full', barClassName)} style={{ width: width(pct) }} />
      )}
    </div>
  );
}
