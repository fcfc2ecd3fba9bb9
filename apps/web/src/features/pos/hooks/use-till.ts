import type { Order } from '@cashier/contracts';
import { notifications } from '@mantine/notifications';
import { useCallback, useRef, useState } from 'react';
import { useCatalog, useOrder, usePricingRules } from '../api';
import { NO_DIALOG, type PosDialog } from './till';
import { useAddProduct } from './use-add-product';
import { useOrderSubmit } from './use-order-submit';
import { usePosKeyboard } from './use-pos-keyboard';
import { useProductSearch } from './use-product-search';
import { useSale } from './use-sale';
import { useSplitMerge } from './use-split-merge';
import { useTillRoute } from './use-till-route';

export type TillState = ReturnType<typeof useTill>;

/**
 * Everything the point of sale screen holds, put together: the catalogue and its search, the sale,
 * saving it, splitting and merging it, the one open dialog, the phone's cart sheet and the keyboard.
 * It also says what happens between sales: a held, sent or paid order frees the till for the next.
 */
export function useTill() {
  const route = useTillRoute();
  const catalog = useCatalog();
  const loaded = useOrder(route.orderId);
  const rules = usePricingRules();
  const [dialog, setDialog] = useState<PosDialog>(NO_DIALOG);
  /** The cart's sheet on a phone, where the cart does not fit beside the products. */
  const [sheet, setSheet] = useState(false);
  const searchRef = useRef<HTMLInputElement>(null);
  const focusSearch = useCallback(() => searchRef.current?.focus(), []);

  const sale = useSale(route.orderId, loaded, rules);
  const till = { sale, loaded, setDialog, route };
  const submit = useOrderSubmit(till, { parked, completed });
  const rearrange = useSplitMerge(till, submit.clearError);
  const search = useProductSearch(catalog.data?.products);
  const product = useAddProduct(catalog.data, sale.cart.lines, sale.dispatch, setDialog, submit.clearError);
  const help = useCallback(() => setDialog({ kind: 'help' }), []);
  usePosKeyboard({
    free: dialog.kind === 'none',
    selected: sale.cart.selected,
    dispatch: sale.dispatch,
    focusSearch,
    pay: submit.pay,
    help,
    scan: product.scan,
  });

  function parked(message: string) {
    notifications.show({ color: 'teal', message });
    sale.reset();
    setSheet(false);
    if (route.orderId !== null) route.leave();
    else focusSearch();
  }

  function completed(order: Order) {
    setSheet(false);
    setDialog({ kind: 'done', sale: { order, tableName: sale.table.name, customerName: sale.customerName } });
    rearrange.markPaid(order.id);
    sale.reset();
  }

  /** A clean till; the bills of a split stay open until every one is paid. */
  function startNew() {
    rearrange.settle();
    sale.reset();
    submit.clearError();
    setDialog(rearrange.unpaid ? { kind: 'bills' } : NO_DIALOG);
    setSheet(false);
    route.leave();
    focusSearch();
  }

  return {
    ...till,
    catalog,
    rules,
    dialog,
    sheet,
    setSheet,
    searchRef,
    submit,
    rearrange,
    search,
    product,
    startNew,
  };
}
