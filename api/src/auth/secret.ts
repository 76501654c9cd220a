// Development only: without AUTH_SECRET the server keeps a generated secret in DATA_DIR/auth-secret,
// so a restart keeps everyone signed in. Production refuses to start without AUTH_SECRET (config.ts).
import { randomBytes } from 'node:crypto';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';

export async function readOrCreateAuthSecret(file: string): Promise<string> {
  try {
    const existing = (await readFile(file, 'utf8')).trim();
    if (existing.length < 32) throw new Error(`${file} holds a secret shorter than 32 characters: delete the file or set AUTH_SECRET`);
    return existing;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  }
  await mkdir(path.dirname(file), { recursive: true });
  const secret = randomBytes(48).toString('base64url');
  try {
    // 'wx': if another process created the file meanwhile, keep theirs (read it below).
    await writeFile(file, `${secret}\n`, { mode: 0o600, flag: 'wx' });
    return secret;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    return (await readFile(file, 'utf8')).trim();
  }
}
