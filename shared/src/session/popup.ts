// Sign-in with an external provider in a popup (spec §4, §9): 960×600, centred on the window
// that opened it. The provider's callback lands on our /close page, which sets a storage flag
// and closes the popup; the opener hears the flag (storage event), reloads the session and goes on.
import { getSession, loadSession, type SessionState } from './session-store.ts';

/** Spec §9. */
export const AUTH_POPUP_SIZE = { width: 960, height: 600 } as const;
/** localStorage key the /close page sets; its value changes on every sign-in (a timestamp). */
export const AUTH_POPUP_FLAG = 'moveable:auth-popup-closed';
const POPUP_NAME = 'moveable-auth';

export interface WindowFrame {
  /** Screen position and outer size of the opening window. */
  x: number;
  y: number;
  width: number;
  height: number;
}

/** window.open features: the popup centred over the opener's frame. */
export function popupFeatures(frame: WindowFrame, size: { width: number; height: number } = AUTH_POPUP_SIZE): string {
  const left = Math.round(frame.x + (frame.width - size.width) / 2);
  const top = Math.round(frame.y + (frame.height - size.height) / 2);
  return `popup=yes,width=${size.width},height=${size.height},left=${left},top=${top}`;
}

export type PopupOutcome =
  /** The flag came: the session is reloaded. */
  | { outcome: 'signed-in'; session: SessionState }
  /** The person closed the popup without signing in. */
  | { outcome: 'closed' }
  /** The browser refused to open a popup: the caller may navigate to the URL instead. */
  | { outcome: 'blocked' };

/**
 * Opens `url` (e.g. /api/auth/login/{provider}?redirect=/close) in the popup and resolves once
 * the popup has closed: signed in (session reloaded), closed by the person, or blocked.
 */
export function openAuthPopup(url: string, win: Window = window): Promise<PopupOutcome> {
  const frame = { x: win.screenX, y: win.screenY, width: win.outerWidth, height: win.outerHeight };
  const before = readFlag(win);
  const popup = win.open(url, POPUP_NAME, popupFeatures(frame));
  if (!popup) return Promise.resolve({ outcome: 'blocked' });
  popup.focus?.();
  return new Promise((resolve) => {
    let done = false;
    const wasSignedIn = getSession().status === 'authenticated';
    const finish = (flagSeen: boolean) => {
      if (done) return;
      done = true;
      win.removeEventListener('storage', onStorage);
      clearInterval(poll);
      // Without the flag (closed by hand, or storage refused) the session still tells the truth.
      void loadSession().then(
        (session) =>
          resolve(session.status === 'authenticated' && (flagSeen || !wasSignedIn) ? { outcome: 'signed-in', session } : { outcome: 'closed' }),
        () => resolve({ outcome: 'closed' }),
      );
    };
    const onStorage = (e: StorageEvent) => {
      if (e.key === AUTH_POPUP_FLAG && e.newValue) finish(true);
    };
    win.addEventListener('storage', onStorage);
    // Closed by hand, or closed before its storage event reached us: the flag tells which.
    const poll = setInterval(() => {
      if (popup.closed) finish(readFlag(win) !== before);
    }, 500);
  });
}

function readFlag(win: Window): string | null {
  try {
    return win.localStorage.getItem(AUTH_POPUP_FLAG);
  } catch {
    return null;
  }
}

/** For the /close page: tell the opener that sign-in finished, and close this popup. */
export function finishAuthPopup(win: Window = window): void {
  try {
    win.localStorage.setItem(AUTH_POPUP_FLAG, String(Date.now()));
  } catch {
    // storage refused (privacy mode): the opener sees the popup close and checks the session
  }
  win.close();
}
