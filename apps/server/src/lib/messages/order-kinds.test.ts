import { ORDER_KIND_LABELS, ORDER_KINDS, ORDER_TYPES } from '@cashier/contracts';
import { describe, expect, it } from 'vitest';
import { ar } from './ar.ts';
import { en } from './en.ts';
import { render } from './text.ts';

/** Words for a kind that are not its one word: none may be printed or answered. */
const SYNONYMS = ['takeaway', 'take away', 'take-away', 'takeout', 'to go', 'سفري', 'تيك أواي', 'آجل'];

describe('the server words each order kind as the screens do', () => {
  it.each(['en', 'ar'] as const)('prints the contracts word for every kind and type in %s', (locale) => {
    for (const kind of [...ORDER_KINDS, ...ORDER_TYPES])
      expect(render(`print.type.${kind}`, locale)).toBe(ORDER_KIND_LABELS[locale][kind]);
  });

  it('says no other word for a kind in any message', () => {
    for (const messages of [en, ar]) {
      const stray = Object.entries(messages).filter(([, text]) =>
        SYNONYMS.some((word) => text.toLowerCase().includes(word)),
      );
      expect(stray).toEqual([]);
    }
  });
});
