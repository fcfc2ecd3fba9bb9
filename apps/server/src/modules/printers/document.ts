/**
 * What a print job prints, independent of any printer: a kitchen ticket, a receipt or a test page
 * is built as a list of blocks when the job is made, stored with it, and rendered for the printer
 * it goes to (its paper width, text or raster) only when it is sent.
 */

/** 1: normal, 2: double (a kitchen ticket's dishes), 3: a headline such as VOID. */
export type BlockSize = 1 | 2 | 3;

export type Block =
  | {
      type: 'text';
      text: string;
      size?: BlockSize;
      bold?: boolean;
      align?: 'start' | 'center' | 'end';
      /** White on black, for what a cook must not miss (VOID, ADD, COPY). */
      invert?: boolean;
    }
  /** Two ends of one line: a dish and its price, a label and its amount. */
  | { type: 'row'; start: string; end: string; size?: BlockSize; bold?: boolean }
  | { type: 'rule' }
  | { type: 'qr'; data: string }
  | { type: 'feed'; lines: number };

export interface PrintDocument {
  /** The language it is printed in: Arabic reads right to left. */
  dir: 'ltr' | 'rtl';
  blocks: Block[];
  /** Kicks the cash drawer on the printer it goes to (one with a drawer). */
  drawer?: boolean;
}

/** What a copy says at its top, in the document's language. */
export const COPY_LABEL = { ltr: 'COPY', rtl: 'نسخة' } as const;

/** The same document, marked as a copy: sent again after a send was cut off, or reprinted. */
export function asCopy(doc: PrintDocument): PrintDocument {
  const banner: Block = { type: 'text', text: COPY_LABEL[doc.dir], size: 2, align: 'center', invert: true };
  return { ...doc, blocks: [banner, ...doc.blocks] };
}
