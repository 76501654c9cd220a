import { readFile, stat } from 'node:fs/promises';

export interface FileVersion {
  key: string;
  text: string;
}

/** Reads a small text file again only when its mtime or size changed. */
export class WatchedFile {
  private version: FileVersion | undefined;

  constructor(readonly file: string) {}

  /** null when the file does not exist. */
  async read(validate?: (text: string) => void): Promise<FileVersion | null> {
    const info = await stat(this.file).catch(() => null);
    if (!info?.isFile()) return null;
    const key = `${info.mtimeMs}-${info.size}`;
    if (this.version?.key !== key) {
      const text = await readFile(this.file, 'utf8');
      // A half-written file (a release in progress) must not replace the last good version.
      if (validate) {
        try {
          validate(text);
        } catch (error) {
          if (this.version) return this.version;
          throw error;
        }
      }
      this.version = { key, text };
    }
    return this.version;
  }
}
