import type { ReactNode } from 'react';

/** Admin variant of the Encuestas tab; shared panels come in as slots from the app. */
export function AdminEncuestasTab({
  compliance,
  tracking,
  socialListening,
}: {
  compliance: ReactNode;
  tracking: ReactNode;
  socialListening: ReactNode;
}) {
  return (
    <div className="grid gap-4 lg:grid-cols-2">
      {compliance}
      {tracking}
      {socialListening}
    </div>
  );
}
