// What every section of the page shows while its data loads or after it failed: a skeleton that
// keeps the section's room (data-page-loading holds the shell's footer below it) with a status line
// for screen readers, or the shared error screen with "try again".
import type { ReactNode } from 'react';
import { ErrorScreen } from '@moveable/shared';

export function SectionLoading({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="mp-section-loading" data-page-loading aria-busy="true">
      <p className="ms-visually-hidden" role="status">
        {label}
      </p>
      <div aria-hidden="true">{children}</div>
    </div>
  );
}

export function SectionError({ error, message, onRetry }: { error: Error; message: string; onRetry: () => Promise<unknown> }) {
  return <ErrorScreen error={error} message={message} headingLevel={3} size="small" onRetry={onRetry} />;
}

/** Grey lines of the given count, the height of a text block. */
export function SkeletonLines({ count }: { count: number }) {
  return (
    <div className="mp-skeleton-lines">
      {Array.from({ length: count }, (_, index) => (
        <div key={index} className="mp-skeleton__line" />
      ))}
    </div>
  );
}
