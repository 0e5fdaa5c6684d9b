import { createHash } from 'node:crypto';
import { mkdir, readFile, rm, stat, writeFile, rename } from 'node:fs/promises';
import path from 'node:path';

/**
 * Blobs on disk under `<dir>`, named by the SHA-256 of their content. Names that
 * users chose never reach the file system: they live in the `archivos` table.
 */
export class FileStore {
  constructor(readonly dir: string) {}

  async init(): Promise<void> {
    await mkdir(this.dir, { recursive: true });
  }

  pathOf(hash: string): string {
    if (!/^[a-f0-9]{64}$/.test(hash)) throw new Error('Hash de archivo inválido');
    return path.join(this.dir, hash);
  }

  /** Stores the content (once per distinct content) and answers its hash. */
  async put(content: Buffer): Promise<string> {
    const hash = createHash('sha256').update(content).digest('hex');
    const target = this.pathOf(hash);
    const exists = await stat(target).then(
      () => true,
      () => false,
    );
    if (!exists) {
      const tmp = `${target}.${process.pid}.${Date.now()}.tmp`;
      await writeFile(tmp, content);
      await rename(tmp, target);
    }
    return hash;
  }

  read(hash: string): Promise<Buffer> {
    return readFile(this.pathOf(hash));
  }

  async remove(hash: string): Promise<void> {
    await rm(this.pathOf(hash), { force: true });
  }
}
