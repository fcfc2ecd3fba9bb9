import { randomUUID } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import type { Actor } from '../../lib/changes.ts';
import type { Store } from '../../lib/store.ts';

/** The picture's real type from its first bytes; the name and declared type are not trusted. */
export function sniffImage(head: Buffer): { type: string; ext: string } | null {
  if (head.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))) {
    return { type: 'image/png', ext: 'png' };
  }
  if (head[0] === 0xff && head[1] === 0xd8 && head[2] === 0xff) return { type: 'image/jpeg', ext: 'jpg' };
  if (head.subarray(0, 4).toString('latin1') === 'GIF8') return { type: 'image/gif', ext: 'gif' };
  if (
    head.subarray(0, 4).toString('latin1') === 'RIFF' &&
    head.subarray(8, 12).toString('latin1') === 'WEBP'
  ) {
    return { type: 'image/webp', ext: 'webp' };
  }
  return null;
}

/** Pictures for the menu and the website, kept as files under the uploads folder. */
export class UploadsService {
  constructor(
    private readonly store: Store,
    private readonly uploadsDir: string,
  ) {}

  /** Saves the picture under a new random name and records the upload; answers where it is served. */
  async save(actor: Actor, bytes: Buffer, kind: { type: string; ext: string }) {
    const name = `${randomUUID()}.${kind.ext}`;
    await fs.mkdir(this.uploadsDir, { recursive: true });
    // Write then rename, so a crash never leaves a half-written picture under its final name.
    const tmp = path.join(this.uploadsDir, `.${name}.tmp`);
    await fs.writeFile(tmp, bytes);
    await fs.rename(tmp, path.join(this.uploadsDir, name));
    const upload = { url: `/uploads/${name}`, contentType: kind.type, size: bytes.length };
    await this.store.write(actor, (_trx, record) =>
      record({ action: 'upload.create', entity: 'upload', entityId: name, data: upload }),
    );
    return upload;
  }
}
