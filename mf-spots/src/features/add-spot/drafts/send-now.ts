// "Send now": the button asks the mounted sender (draft-sender.tsx) to try at once.
export const SEND_DRAFTS_EVENT = 'moveable:send-spot-drafts';

export function askToSendDrafts(): void {
  window.dispatchEvent(new Event(SEND_DRAFTS_EVENT));
}
