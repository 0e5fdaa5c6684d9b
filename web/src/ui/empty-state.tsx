import type { ReactNode } from 'react';

/** What a list shows when it has nothing yet: a title, a hint and an action. */
export function EmptyState({ title, text, action }: { title: string; text?: ReactNode; action?: ReactNode }) {
  return (
    <div className="flex flex-col items-center justify-center gap-2 px-4 py-8 text-center">
      <p className="font-medium text-texto">{title}</p>
      {text && <p className="text-sm text-tenue">{text}</p>}
      {action && <div className="mt-2">{action}</div>}
    </div>
  );
}
