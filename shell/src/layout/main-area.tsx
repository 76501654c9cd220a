import { useCallback, type ReactNode } from 'react';
import { outletNode } from './outlet.ts';

/** The page's main landmark: holds the shared outlet, or the shell's own page instead of it. */
export function MainArea({ page, className }: { page: ReactNode | null; className?: string }) {
  const attach = useCallback((main: HTMLElement | null) => {
    if (main && outletNode().parentElement !== main) main.appendChild(outletNode());
  }, []);
  outletNode().hidden = page !== null;
  return (
    <main id="main" tabIndex={-1} className={className ?? 'shell-main'} ref={attach}>
      {page}
    </main>
  );
}
