import { ORDER_KIND_LABELS } from '@cashier/contracts';

type KindKey = keyof (typeof ORDER_KIND_LABELS)['en'];

/**
 * The one word for each order kind and type (`print.type.counter`, `print.type.dine-in`,
 * `print.type.pos`…), taken from the contracts so tickets, receipts and logs say what the screens say.
 */
export function orderKindMessages(locale: 'en' | 'ar'): Record<`print.type.${KindKey}`, string> {
  const words: Record<string, string> = ORDER_KIND_LABELS[locale];
  return Object.fromEntries(
    Object.entries(words).map(([kind, word]) => [`print.type.${kind}`, word]),
  ) as Record<`print.type.${KindKey}`, string>;
}
