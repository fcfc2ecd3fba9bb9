import fs from 'node:fs';
import path from 'node:path';
import SQLite from 'better-sqlite3';

/**
 * Where `npm run backup` writes when not told: `<DATA_DIR>/backups/cashier-<UTC time>.sqlite`.
 * @example defaultBackupPath('/srv/data', new Date('2026-05-01T12:30:00Z')) // '/srv/data/backups/cashier-2026-05-01T12-30-00Z.sqlite'
 */
export function defaultBackupPath(dataDir: string, at = new Date()): string {
  const stamp = at
    .toISOString()
    .replace(/\.\d+Z$/, 'Z')
    .replaceAll(':', '-');
  return path.join(dataDir, 'backups', `cashier-${stamp}.sqlite`);
}

/**
 * Copies a live SQLite database to `destination` with SQLite's online backup, while the server
 * keeps writing. A write during the copy makes SQLite start over, so after the first step the
 * rest is copied in one step, inside one read transaction: a consistent snapshot, and in WAL
 * mode readers never block the server's writes. The copy is one file, checked before it is reported.
 */
export async function backupSqlite(source: string, destination: string): Promise<{ bytes: number }> {
  if (fs.existsSync(destination)) throw new Error(`${destination} already exists; choose another file.`);
  fs.mkdirSync(path.dirname(path.resolve(destination)), { recursive: true });
  const db = new SQLite(source, { readonly: true, fileMustExist: true });
  try {
    await db.backup(destination, { progress: () => Number.MAX_SAFE_INTEGER });
  } finally {
    db.close();
  }
  const copy = new SQLite(destination);
  try {
    // One self-contained file (the copy inherits WAL mode, which keeps -wal and -shm beside it);
    // the server turns WAL back on when it opens a restored copy.
    copy.pragma('journal_mode = DELETE');
    const check = copy.pragma('integrity_check', { simple: true }) as string;
    if (check !== 'ok') throw new Error(`The copy failed its integrity check: ${check}`);
  } finally {
    copy.close();
  }
  return { bytes: fs.statSync(destination).size };
}
