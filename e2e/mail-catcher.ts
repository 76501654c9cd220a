// A local SMTP server for the e2e run (smtp-server on 127.0.0.1): the test server delivers its mail
// here (SMTP_URL) as it would in production, and each message is written as JSON into a folder,
// where a spec in another process reads it (its recipient, subject and text), as a person would
// read the mail.
import { mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';

export interface CaughtMail {
  to: string[];
  subject: string;
  text: string;
}

export async function startMailCatcher(dir: string): Promise<{ url: string; stop: () => Promise<void> }> {
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(dir, { recursive: true });
  let count = 0;
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, _session, callback) {
      simpleParser(stream)
        .then((mail) => {
          const to = (Array.isArray(mail.to) ? mail.to : mail.to ? [mail.to] : []).flatMap((a) => a.value.map((v) => v.address ?? ''));
          const caught: CaughtMail = { to, subject: mail.subject ?? '', text: mail.text ?? '' };
          writeFileSync(join(dir, `${String(++count).padStart(5, '0')}.json`), JSON.stringify(caught));
          callback();
        })
        .catch(callback);
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  return { url: `smtp://127.0.0.1:${port}`, stop: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}

/** The newest message to `address` that matches, waiting for it up to `timeoutMs`. */
export async function waitForMail(
  dir: string,
  address: string,
  match: (mail: CaughtMail) => boolean = () => true,
  timeoutMs = 15_000,
): Promise<CaughtMail> {
  const until = Date.now() + timeoutMs;
  for (;;) {
    const found = readdirSync(dir)
      .sort()
      .reverse()
      .map((file) => JSON.parse(readFileSync(join(dir, file), 'utf8')) as CaughtMail)
      .find((mail) => mail.to.includes(address) && match(mail));
    if (found) return found;
    if (Date.now() > until) throw new Error(`no mail to ${address} within ${timeoutMs} ms`);
    await new Promise((r) => setTimeout(r, 200));
  }
}
