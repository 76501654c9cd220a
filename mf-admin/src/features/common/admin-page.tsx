// Every admin page: behind the access gate, inside the admin frame.
import type { ReactNode } from 'react';
import { AdminFrame } from './admin-frame.tsx';
import { AccessGate } from './access-gate.tsx';
import type { AdminNeed } from './admin-access.ts';

export function AdminPage({ need, children }: { need: AdminNeed; children: ReactNode }) {
  return (
    <AccessGate need={need}>
      <AdminFrame>{children}</AdminFrame>
    </AccessGate>
  );
}
