/** Warning triangle; decorative, the text beside it carries the meaning. */
export function WarningIcon({ className }: { className?: string }) {
  return (
    <svg className={className} viewBox="0 0 24 24" aria-hidden="true" focusable="false" data-icon="warning">
      <path d="M12 2.5 1.5 21h21L12 2.5Z" fill="none" stroke="currentColor" strokeWidth="2" strokeLinejoin="round" />
      <path d="M12 9v5.5" stroke="currentColor" strokeWidth="2.2" strokeLinecap="round" />
      <circle cx="12" cy="17.8" r="1.3" fill="currentColor" />
    </svg>
  );
}
