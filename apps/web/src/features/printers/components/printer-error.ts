import type { TFunction } from 'i18next';

/** What the server stores as a job's or a printer's last error (apps/server/src/modules/printers/worker.ts). */
const KNOWN = ['unreachable', 'target-refused', 'not-rendered', 'expired'] as const;
type Known = (typeof KNOWN)[number];

/**
 * A last error in the reader's language. The server says only "unreachable" for every failed
 * connection, so the screen cannot tell a closed port from a silent one; older rows kept the
 * socket's own words and are shown as they are.
 */
export function printerErrorText(t: TFunction, error: string): string {
  return (KNOWN as readonly string[]).includes(error) ? t(`printers.errors.${error as Known}`) : error;
}
