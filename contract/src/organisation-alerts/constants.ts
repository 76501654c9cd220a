// A member's alert choices for an organisation's area, without zod, for browser code too.
export const ALERT_CHOICES = ['off', 'immediate', 'daily'] as const;
export type AlertChoice = (typeof ALERT_CHOICES)[number];
