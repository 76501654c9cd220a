// One polite live region for the whole page: what an action did ("Your vote was counted") is
// read out even where the button that caused it does not change its name.
import { createContext, useCallback, useContext, useState, type ReactNode } from 'react';

type Announce = (message: string) => void;

const AnnounceContext = createContext<Announce>(() => {});

export function useAnnounce(): Announce {
  return useContext(AnnounceContext);
}

export function Announcer({ children }: { children: ReactNode }) {
  const [message, setMessage] = useState({ text: '', serial: 0 });
  // The serial re-keys the text, so the same sentence twice in a row is announced twice.
  const announce = useCallback<Announce>((text) => setMessage((m) => ({ text, serial: m.serial + 1 })), []);
  return (
    <AnnounceContext.Provider value={announce}>
      {children}
      <div className="ms-visually-hidden" role="status" aria-live="polite" aria-atomic="true">
        <span key={message.serial}>{message.text}</span>
      </div>
    </AnnounceContext.Provider>
  );
}
