import { TEXTOS_COMUNES } from '@comando/contract';
import { Card } from '../../ui/index.js';

/** Editor variant of the Encuestas tab (issue: dashboard editor). */
export function EditorEncuestasTab() {
  return (
    <div className="grid gap-4 lg:grid-cols-2">
      <ComplianceCard editable />
      <TrackingPanel editable />
      <SocialListeningPanel editable />
    </div>
  );
}

export function ComplianceCard(_props: { editable: boolean }) {
  return <Card title="Cumplimiento General">{TEXTOS_COMUNES.proximamente}</Card>;
}

export function TrackingPanel(_props: { editable: boolean }) {
  return <Card title="Tracking táctico">{TEXTOS_COMUNES.proximamente}</Card>;
}

export function SocialListeningPanel(_props: { editable: boolean }) {
  return <Card title="Escucha social">{TEXTOS_COMUNES.proximamente}</Card>;
}
