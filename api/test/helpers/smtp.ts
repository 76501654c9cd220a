// A real SMTP server for the tests (smtp-server on 127.0.0.1, a free port), so mail goes through
// nodemailer and the network exactly as in production. Messages are parsed with mailparser.
import type { AddressInfo } from 'node:net';
import { simpleParser, type ParsedMail } from 'mailparser';
import { SMTPServer } from 'smtp-server';

export interface TestSmtp {
  url: string;
  messages: ParsedMail[];
  /** The first message (received from now on or already) that matches; fails after `timeoutMs`. */
  waitFor(match: (mail: ParsedMail) => boolean, timeoutMs?: number): Promise<ParsedMail>;
  close(): Promise<void>;
}

export interface SmtpRefusal {
  /** 4xx: try later (a full mailbox, greylisting); 5xx: never (no such mailbox). */
  responseCode: number;
  message: string;
}

/** `refuse` answers a recipient address with an SMTP error instead of taking the message. */
export async function startSmtp({ refuse }: { refuse?: (address: string) => SmtpRefusal | null } = {}): Promise<TestSmtp> {
  const messages: ParsedMail[] = [];
  const waiters = new Set<() => void>();
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onRcptTo(address, _session, callback) {
      const refusal = refuse?.(address.address);
      if (!refusal) return callback();
      callback(Object.assign(new Error(refusal.message), { responseCode: refusal.responseCode }));
    },
    onData(stream, _session, callback) {
      simpleParser(stream)
        .then((mail) => {
          messages.push(mail);
          for (const wake of waiters) wake();
          callback();
        })
        .catch(callback);
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    messages,
    waitFor(match, timeoutMs = 5000) {
      return new Promise((resolve, reject) => {
        const check = () => {
          const found = messages.find(match);
          if (!found) return;
          clearTimeout(timer);
          waiters.delete(check);
          resolve(found);
        };
        const timer = setTimeout(() => {
          waiters.delete(check);
          reject(new Error(`no matching mail within ${timeoutMs} ms (${messages.length} received)`));
        }, timeoutMs);
        waiters.add(check);
        check();
      });
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

export const recipientOf = (mail: ParsedMail): string => {
  const to = Array.isArray(mail.to) ? mail.to[0] : mail.to;
  return to?.value[0]?.address ?? '';
};

/** The token of the site link in a message (…?mode=reset&token=…). */
export function linkIn(mail: ParsedMail): URL {
  const match = /https?:\/\/[^\s"<>]+token=[\w-]+/.exec(mail.text ?? '');
  if (!match) throw new Error(`no link in: ${mail.text}`);
  return new URL(match[0]);
}
