import {
  ActionIcon,
  Alert,
  Button,
  Center,
  Group,
  Loader,
  Text,
  TextInput,
  Title,
  Tooltip,
  VisuallyHidden,
} from '@mantine/core';
import { useDocumentTitle, useMediaQuery } from '@mantine/hooks';
import { notifications } from '@mantine/notifications';
import {
  isOpenStatus,
  type Customer,
  type Order,
  type OrderCreate,
  type OrderUpdate,
} from '@cashier/contracts';
import {
  IconArrowMerge,
  IconArrowsSplit,
  IconClipboardList,
  IconSearch,
  IconShoppingCart,
} from '@tabler/icons-react';
import { Suspense, useCallback, useEffect, useMemo, useReducer, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams, useSearchParams } from 'react-router';
import { QueryError } from '@/components/query-error';
import { fieldErrors, isApiError } from '@/lib/api-client';
import { formatNumber, formatPrice } from '@/lib/format';
import { useLocale } from '@/lib/i18n';
import { errorMessage } from '@/lib/notify';
import { useLocalizedPath } from '@/lib/paths';
import { useAppSettings } from '@/lib/settings';
import {
  useCatalog,
  useCustomerById,
  useFloor,
  useMergeOrders,
  useOrder,
  usePricingRules,
  useSaveOrder,
  useSplitOrder,
  type SplitBody,
} from '../api';
import {
  billOf,
  cartReducer,
  cartTotals,
  emptyCart,
  filterProducts,
  findByCode,
  indexProducts,
  lineInputs,
  orderType,
  type PosModifier,
  type PosProduct,
  type SplitBill,
} from '../cart';
import { CartPanel } from '../components/cart-panel';
import type { DoneSale } from '../components/done-dialog';
import {
  ApprovalDialog,
  CartSheet,
  CustomerPicker,
  DoneDialog,
  MergeDialog,
  ModifierDialog,
  OpenOrders,
  PaymentDialog,
  preloadDialogs,
  SplitBills,
  SplitDialog,
  TablePicker,
} from '../components/lazy-dialogs';
import type { PaymentEntry } from '../components/payment-dialog';
import { PAGE_SIZE, ProductGrid } from '../components/product-grid';
import classes from '../components/pos.module.css';
import { ShortcutsHelp } from '../components/shortcuts-help';

const PHONE = '(max-width: 47.99em)';
/** Keys closer together than this are a barcode scanner typing, not a person. */
const SCAN_GAP_MS = 60;

type Dialog =
  'pay' | 'table' | 'customer' | 'help' | 'orders' | 'approve' | 'split' | 'merge' | 'bills' | null;

/** A refusal in words: the server's message (in the UI language) and what it says of each field. */
function refusal(e: unknown): string {
  const fields = [...new Set(Object.values(fieldErrors(e)))].filter((m) => m && !errorMessage(e).includes(m));
  return [errorMessage(e), ...fields].join(' ');
}

function parseId(param: string | undefined): number | null {
  if (!param || !/^\d{1,12}$/.test(param)) return null;
  return Number(param);
}

/** Whether a key press happened in a field that takes text (the scanner and shortcuts leave it alone). */
function inField(target: EventTarget | null): boolean {
  return (
    target instanceof HTMLElement &&
    target.closest('input, textarea, select, [contenteditable="true"], [role="dialog"]') !== null
  );
}

/** The point of sale: choose products, build the order, take the payment (/admin/pos, /admin/pos/{order}). */
export function PosPage() {
  const { t } = useTranslation();
  const locale = useLocale();
  const to = useLocalizedPath();
  const navigate = useNavigate();
  const params = useParams();
  const orderId = parseId(params.order);
  // /admin/pos?table=ID: a new order at that table, as the floor view's "New order" opens it.
  const [query, setQuery] = useSearchParams();
  const tableParam = parseId(query.get('table') ?? undefined);
  const { currency } = useAppSettings();
  const rules = usePricingRules();
  const catalog = useCatalog();
  const loaded = useOrder(orderId);
  const save = useSaveOrder();
  const split = useSplitOrder();
  const merge = useMergeOrders();
  const phone = useMediaQuery(PHONE, false, { getInitialValueInEffect: false });
  useDocumentTitle(t('pos.title'));

  const [cart, dispatch] = useReducer(cartReducer, undefined, emptyCart);
  const [search, setSearch] = useState('');
  const [categoryId, setCategoryId] = useState<number | null>(null);
  const [limit, setLimit] = useState(PAGE_SIZE);
  const [dialog, setDialog] = useState<Dialog>(null);
  const [sheet, setSheet] = useState(false);
  const [choosing, setChoosing] = useState<PosProduct | null>(null);
  const [done, setDone] = useState<DoneSale | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [customer, setCustomer] = useState<Customer | null>(null);
  /** The bills of the last split, and the one to take payment for once it is in the cart. */
  const [bills, setBills] = useState<SplitBill[] | null>(null);
  const [payNext, setPayNext] = useState<number | null>(null);
  const [actionError, setActionError] = useState<string | null>(null);
  const searchRef = useRef<HTMLInputElement>(null);
  /** A save the server refused for want of a manager's approval, to send again with it. */
  const [approval, setApproval] = useState<{ message: string; retry: (token: string) => void } | null>(null);

  const products = catalog.data?.products;
  const index = useMemo(() => indexProducts(products ?? []), [products]);
  const deferred = search;
  const matches = useMemo(() => {
    performance.mark('pos:filter-start');
    const found = filterProducts(index, deferred, categoryId);
    performance.measure('pos:filter', 'pos:filter-start');
    return found;
  }, [index, deferred, categoryId]);

  // Performance marks a bench reads: ready once, then each search and each add, to the commit.
  const ready = useRef(false);
  const searching = useRef(false);
  const adding = useRef(false);
  useEffect(() => {
    if (!ready.current && matches.length > 0) {
      ready.current = true;
      performance.mark('pos:ready');
      setTimeout(preloadDialogs, 500);
    }
    if (searching.current && deferred === search) {
      searching.current = false;
      performance.measure('pos:search', 'pos:search-start');
    }
  }, [matches, deferred, search]);
  useEffect(() => {
    if (adding.current) {
      adding.current = false;
      performance.measure('pos:add', 'pos:add-start');
    }
  }, [cart.lines]);

  const showMore = useCallback(() => setLimit((l) => l + PAGE_SIZE), []);
  const groups = useMemo(
    () => new Map((catalog.data?.modifierGroups ?? []).map((g) => [g.id, g])),
    [catalog.data],
  );

  const add = useCallback(
    (product: PosProduct, modifiers?: PosModifier[]) => {
      if (!modifiers && product.modifierGroupIds.some((id) => groups.has(id))) {
        setChoosing(product);
        return;
      }
      performance.mark('pos:add-start');
      adding.current = true;
      setError(null);
      dispatch({ type: 'add', product, modifiers });
    },
    [groups],
  );

  const scan = useCallback(
    (code: string): boolean => {
      const product = findByCode(products ?? [], code);
      if (product) add(product);
      else notifications.show({ color: 'red', message: t('pos.noBarcode', { code }) });
      return product !== undefined;
    },
    [products, add, t],
  );

  // A continued order fills the cart when it arrives; leaving it for /admin/pos starts clean.
  useEffect(() => {
    if (loaded.data && loaded.data.id === orderId && cart.order?.id !== loaded.data.id) {
      dispatch({ type: 'load', order: loaded.data });
      setCustomer(null);
    }
    if (orderId === null && cart.order) dispatch({ type: 'reset' });
  }, [loaded.data, orderId, cart.order]);

  useEffect(() => {
    if (tableParam === null) return;
    if (orderId === null) {
      dispatch({ type: 'reset' });
      dispatch({ type: 'mode', mode: 'dine-in' });
      dispatch({ type: 'table', tableId: tableParam });
    }
    setQuery({}, { replace: true });
  }, [tableParam, orderId, setQuery]);

  // A bill chosen from a split's list opens with the payment dialog once it is in the cart.
  useEffect(() => {
    if (payNext !== null && cart.order?.id === payNext && orderId === payNext) {
      setPayNext(null);
      setError(null);
      setDialog('pay');
    }
  }, [payNext, cart.order, orderId]);

  const totals = useMemo(() => (rules ? cartTotals(cart, rules) : null), [cart, rules]);
  const due = totals ? totals.total - (cart.order?.paidTotal ?? 0) : 0;
  const canSell = cart.lines.length > 0 && (cart.mode !== 'dine-in' || cart.tableId !== null);

  const floor = useFloor(cart.mode === 'dine-in' && cart.tableId !== null);
  const table = floor.data?.find((tb) => tb.id === cart.tableId);
  const tableName = table?.name ?? null;
  // A table that is not on the floor (deleted, or a mistyped ?table=) is not kept.
  const unknownTable = floor.data !== undefined && !floor.isFetching && cart.tableId !== null && !table;
  useEffect(() => {
    if (unknownTable) dispatch({ type: 'table', tableId: null });
  }, [unknownTable]);
  const known = useCustomerById(cart.customerId, customer?.id !== cart.customerId);
  const customerName = customer?.id === cart.customerId ? customer.name : (known.data?.name ?? null);

  function newOrder() {
    const unpaid = bills?.some((b) => !b.paid) ?? false;
    if (!unpaid) setBills(null);
    dispatch({ type: 'reset' });
    setCustomer(null);
    setDone(null);
    setError(null);
    setDialog(unpaid ? 'bills' : null);
    setSheet(false);
    if (orderId !== null) void navigate(to('/admin/pos'));
    searchRef.current?.focus();
  }

  /** Saves the cart: creates the order (idempotent with the cart's key) or updates the continued one. */
  function submit(
    status: 'new' | 'completed',
    payments: PaymentEntry[],
    type: 'hold' | null,
    after: (order: Order) => void,
    approvalToken?: string,
  ) {
    setError(null);
    const common = {
      tableId: cart.mode === 'dine-in' ? cart.tableId : null,
      customerId: cart.customerId,
      deliveryAddress: cart.mode === 'delivery' ? cart.deliveryAddress.trim() || null : null,
      lines: lineInputs(cart),
      payments: payments.map((p) => ({ ...p, reference: null })),
      ...(approvalToken ? { approvalToken } : {}),
    };
    const wire = type ?? orderType(cart.mode);
    let input: { create: OrderCreate } | { update: OrderUpdate };
    if (cart.order) {
      const sameDiscount = JSON.stringify(cart.order.discount) === JSON.stringify(cart.discount);
      input = {
        update: {
          id: cart.order.id,
          version: cart.order.version,
          ...common,
          ...(cart.order.type === 'hold' ? { type: wire } : {}),
          ...(sameDiscount ? {} : { discount: cart.discount }),
          ...(status === 'completed' ? { status } : {}),
        },
      };
    } else {
      input = { create: { uuid: cart.key, type: wire, status, discount: cart.discount, ...common } };
    }
    const expected = totals?.total;
    save.mutate(input, {
      onSuccess: (order) => {
        // The screen priced the cart with the server's own rules; say so if the two ever differ.
        if (expected !== undefined && order.total !== expected) {
          notifications.show({
            color: 'orange',
            message: t('pos.totalDiffers', { total: formatPrice(order.total, order.currency, locale) }),
          });
        }
        after(order);
      },
      onError: (e) => {
        if (isApiError(e) && e.status === 409 && cart.order) {
          // Someone else changed the order: show it as it is now.
          void loaded.refetch().then((r) => {
            if (r.data) dispatch({ type: 'load', order: r.data });
          });
          setError(t('pos.staleReloaded'));
          setDialog(null);
          return;
        }
        if (isApiError(e) && e.status === 403 && 'discount' in e.fields) {
          // A discount above the threshold: a manager approves it here with their PIN.
          setApproval({
            message: e.message,
            retry: (token) => submit(status, payments, type, after, token),
          });
          setDialog('approve');
          return;
        }
        setError(errorMessage(e));
      },
    });
  }

  function parked(message: string) {
    notifications.show({ color: 'teal', message });
    dispatch({ type: 'reset' });
    setCustomer(null);
    setSheet(false);
    if (orderId !== null) void navigate(to('/admin/pos'));
    else searchRef.current?.focus();
  }

  function hold() {
    if (cart.lines.length === 0) return;
    submit('new', [], 'hold', (order) =>
      parked(t('pos.held', { number: formatNumber(order.ticketNumber, locale) })),
    );
  }

  function send() {
    if (!canSell) return;
    submit('new', [], null, (order) =>
      parked(t('pos.sent', { number: formatNumber(order.ticketNumber, locale) })),
    );
  }

  function pay() {
    if (!canSell) return;
    if (cart.mode === 'debit' && !cart.customerId) return setDialog('customer');
    setError(null);
    setDialog('pay');
  }

  function complete(payments: PaymentEntry[]) {
    submit('completed', payments, null, (order) => {
      setDialog(null);
      setSheet(false);
      setDone({ order, tableName, customerName });
      setBills((list) => list?.map((b) => (b.id === order.id ? { ...b, paid: true } : b)) ?? null);
      dispatch({ type: 'reset' });
      setCustomer(null);
    });
  }

  /** The continued order as the server has it, when the cart holds exactly that (nothing unsaved). */
  const server = cart.order && loaded.data?.id === cart.order.id ? loaded.data : null;
  const unsaved =
    !server ||
    server.tableId !== cart.tableId ||
    server.version !== cart.order?.version ||
    JSON.stringify(server.lines.map((l) => [l.productId, l.quantity, l.note ?? '', l.seat])) !==
      JSON.stringify(cart.lines.map((l) => [l.productId, l.quantity, l.note.trim(), l.seat]));
  const canRearrange =
    server !== null &&
    cart.mode === 'dine-in' &&
    server.tableId !== null &&
    server.type !== 'hold' &&
    server.paidTotal === 0 &&
    isOpenStatus(server.status);

  function splitBill(body: SplitBody) {
    if (!server) return;
    setActionError(null);
    split.mutate(
      { id: server.id, body },
      {
        onSuccess: (orders) => {
          const [kept] = orders;
          if (kept) dispatch({ type: 'load', order: kept });
          setBills(orders.map(billOf));
          setDialog('bills');
        },
        onError: (e) => {
          if (isApiError(e) && e.status === 409) void loaded.refetch();
          setActionError(refusal(e));
        },
      },
    );
  }

  function mergeTable(sourceId: number, name: string) {
    if (!server) return;
    setActionError(null);
    merge.mutate(
      { target: { id: server.id, version: server.version }, sourceId },
      {
        onSuccess: (orders) => {
          const [kept] = orders;
          if (kept) dispatch({ type: 'load', order: kept });
          setDialog(null);
          notifications.show({ color: 'teal', message: t('pos.merge.done', { table: name }) });
        },
        onError: (e) => {
          if (isApiError(e) && e.status === 409) void loaded.refetch();
          setActionError(refusal(e));
        },
      },
    );
  }

  function payBill(bill: SplitBill) {
    setDialog(null);
    setDone(null);
    setPayNext(bill.id);
    if (orderId !== bill.id) void navigate(to(`/admin/pos/${bill.id}`));
  }

  // The keyboard: a scanner's fast keys ending in Enter add a product; shortcuts elsewhere.
  const keys = useRef({ buffer: '', last: 0 });
  const selected = cart.selected;
  useEffect(() => {
    function onKey(e: KeyboardEvent) {
      if (e.key === 'F2') {
        e.preventDefault();
        searchRef.current?.focus();
        return;
      }
      if (e.key === 'F4') {
        e.preventDefault();
        pay();
        return;
      }
      if (dialog !== null || done !== null || choosing !== null || inField(e.target)) return;
      if (e.ctrlKey && e.key === 'Enter') {
        e.preventDefault();
        pay();
        return;
      }
      if (e.ctrlKey || e.metaKey || e.altKey) return;
      const now = performance.now();
      const k = keys.current;
      const fast = now - k.last < SCAN_GAP_MS;
      if (!fast) k.buffer = '';
      k.last = now;
      if (e.key === 'Enter') {
        if (k.buffer.length >= 3) {
          e.preventDefault();
          scan(k.buffer);
        }
        k.buffer = '';
        return;
      }
      if (e.key.length !== 1) return;
      k.buffer += e.key;
      // A person typing: single-key shortcuts (a scanner's keys arrive too fast to be them).
      if (fast) return;
      if (e.key === '/') {
        e.preventDefault();
        searchRef.current?.focus();
      } else if (e.key === '?') {
        setDialog('help');
      } else if ((e.key === '+' || e.key === '=') && selected) {
        dispatch({ type: 'quantity', key: selected, delta: 1 });
      } else if (e.key === '-' && selected) {
        dispatch({ type: 'quantity', key: selected, delta: -1 });
      }
    }
    function onDelete(e: KeyboardEvent) {
      if (e.key === 'Delete' && selected && dialog === null && !inField(e.target))
        dispatch({ type: 'remove', key: selected });
    }
    window.addEventListener('keydown', onKey);
    window.addEventListener('keydown', onDelete);
    return () => {
      window.removeEventListener('keydown', onKey);
      window.removeEventListener('keydown', onDelete);
    };
  });

  if (catalog.isError) return <QueryError error={catalog.error} onRetry={() => void catalog.refetch()} />;
  if (orderId !== null && loaded.isError)
    return <QueryError error={loaded.error} onRetry={() => void loaded.refetch()} />;
  if (!catalog.data || !totals || (orderId !== null && !loaded.data)) {
    return (
      <Center mih={300}>
        <Loader aria-label={t('common.loading')} />
      </Center>
    );
  }
  if (loaded.data && (loaded.data.status === 'completed' || loaded.data.status === 'canceled') && !done) {
    return <Closed order={loaded.data} onNew={newOrder} />;
  }

  const categories = catalog.data.categories;
  const name = (x: { nameEn: string; nameAr: string }) => (locale === 'ar' ? x.nameAr : x.nameEn);

  const cartPanel = (
    <CartPanel
      cart={cart}
      dispatch={dispatch}
      totals={totals}
      taxInclusive={cart.order?.rules.taxInclusive ?? rules?.taxInclusive ?? true}
      locale={locale}
      currency={currency}
      tableName={tableName}
      tableSeats={table?.seats ?? 0}
      customerName={customerName}
      onPickTable={() => setDialog('table')}
      onPickCustomer={() => setDialog('customer')}
      onHold={hold}
      onSave={send}
      onPay={pay}
      onNew={newOrder}
      saving={save.isPending}
      error={dialog === 'pay' ? null : error}
      actions={
        canRearrange ? (
          <Group gap={6} grow wrap="nowrap">
            <Button
              variant="default"
              size="md"
              px={8}
              leftSection={<IconArrowsSplit size={18} />}
              disabled={unsaved || save.isPending}
              title={unsaved ? t('pos.saveFirst') : undefined}
              onClick={() => {
                setActionError(null);
                setDialog('split');
              }}
            >
              {t('pos.split.action')}
            </Button>
            <Button
              variant="default"
              size="md"
              px={8}
              leftSection={<IconArrowMerge size={18} />}
              disabled={unsaved || save.isPending}
              title={unsaved ? t('pos.saveFirst') : undefined}
              onClick={() => {
                setActionError(null);
                setDialog('merge');
              }}
            >
              {t('pos.merge.action')}
            </Button>
          </Group>
        ) : bills?.some((b) => !b.paid) ? (
          <Button variant="light" size="md" onClick={() => setDialog('bills')}>
            {t('pos.split.bills')}
          </Button>
        ) : null
      }
    />
  );

  return (
    <>
      <VisuallyHidden>
        <Title order={2}>{t('pos.title')}</Title>
      </VisuallyHidden>
      <div className={classes.pos}>
        <section className={classes.products} aria-label={t('pos.products')}>
          <Group gap="xs" wrap="nowrap">
            <TextInput
              ref={searchRef}
              type="search"
              aria-label={t('pos.search')}
              placeholder={t('pos.searchPlaceholder')}
              leftSection={<IconSearch size={18} />}
              size="md"
              style={{ flex: 1 }}
              value={search}
              onChange={(e) => {
                performance.mark('pos:search-start');
                searching.current = true;
                setSearch(e.currentTarget.value);
                setLimit(PAGE_SIZE);
              }}
              onKeyDown={(e) => {
                if (e.key !== 'Enter') return;
                e.preventDefault();
                const exact = findByCode(products ?? [], search);
                const only = matches.length === 1 ? matches[0] : undefined;
                const hit = exact ?? only;
                if (hit) {
                  add(hit);
                  setSearch('');
                }
              }}
            />
            <Tooltip label={t('pos.openOrders')}>
              <ActionIcon
                size={44}
                variant="default"
                aria-label={t('pos.openOrders')}
                onClick={() => setDialog('orders')}
              >
                <IconClipboardList size={20} />
              </ActionIcon>
            </Tooltip>
            <ShortcutsHelp opened={dialog === 'help'} onChange={(open) => setDialog(open ? 'help' : null)} />
          </Group>
          <div className={classes.tabs} role="group" aria-label={t('pos.categories')}>
            <Button
              className={classes.tab}
              variant={categoryId === null ? 'filled' : 'default'}
              aria-pressed={categoryId === null}
              onClick={() => {
                setCategoryId(null);
                setLimit(PAGE_SIZE);
              }}
            >
              {t('pos.all')}
            </Button>
            {categories.map((c) => (
              <Button
                key={c.id}
                className={classes.tab}
                variant={categoryId === c.id ? 'filled' : 'default'}
                aria-pressed={categoryId === c.id}
                onClick={() => {
                  setCategoryId(c.id);
                  setLimit(PAGE_SIZE);
                }}
              >
                {name(c)}
              </Button>
            ))}
          </div>
          <div className={classes.gridScroll}>
            <ProductGrid
              products={matches}
              limit={limit}
              onMore={showMore}
              onAdd={add}
              locale={locale}
              currency={currency}
            />
          </div>
        </section>
        {phone ? (
          <div className={classes.cartBar}>
            <Button
              fullWidth
              size="lg"
              leftSection={<IconShoppingCart size={20} />}
              onClick={() => setSheet(true)}
              data-testid="open-cart"
            >
              {t('pos.viewCart', {
                count: formatNumber(
                  cart.lines.reduce((s, l) => s + l.quantity, 0),
                  locale,
                ),
                total: formatPrice(totals.total, currency, locale),
              })}
            </Button>
          </div>
        ) : (
          cartPanel
        )}
      </div>
      <Suspense fallback={null}>
        {phone && sheet && <CartSheet onClose={() => setSheet(false)}>{cartPanel}</CartSheet>}
        {choosing && (
          <ModifierDialog
            product={choosing}
            groups={choosing.modifierGroupIds.flatMap((id) => groups.get(id) ?? [])}
            locale={locale}
            currency={currency}
            onClose={() => setChoosing(null)}
            onConfirm={(product, modifiers) => {
              setChoosing(null);
              add(product, modifiers);
            }}
          />
        )}
        {dialog === 'table' && (
          <TablePicker
            opened
            onClose={() => setDialog(null)}
            selected={cart.tableId}
            onPick={(table) => dispatch({ type: 'table', tableId: table.id })}
            locale={locale}
          />
        )}
        {dialog === 'customer' && (
          <CustomerPicker
            opened
            onClose={() => setDialog(null)}
            onPick={(c) => {
              setCustomer(c);
              dispatch({ type: 'customer', customerId: c.id, address: c.address });
            }}
            locale={locale}
            currency={currency}
          />
        )}
        {dialog === 'pay' && (
          <PaymentDialog
            opened
            onClose={() => setDialog(null)}
            due={Math.max(0, due)}
            currency={currency}
            locale={locale}
            canCharge={cart.customerId !== null}
            debit={cart.mode === 'debit'}
            saving={save.isPending}
            error={error}
            onComplete={complete}
          />
        )}
        {dialog === 'orders' && (
          <OpenOrders
            opened
            onClose={() => setDialog(null)}
            locale={locale}
            onOpen={(order) => {
              setDialog(null);
              setError(null);
              void navigate(to(`/admin/pos/${order.id}`));
            }}
          />
        )}
        {dialog === 'approve' && (
          <ApprovalDialog
            opened
            message={approval?.message ?? ''}
            orderId={cart.order?.id ?? null}
            onClose={() => {
              setApproval(null);
              setDialog(null);
            }}
            onApproved={(token) => {
              const retry = approval?.retry;
              setApproval(null);
              setDialog(null);
              retry?.(token);
            }}
          />
        )}
        {done && <DoneDialog sale={done} locale={locale} onNew={newOrder} />}
        {dialog === 'split' && (
          <SplitDialog
            key={server ? `${server.id}:${server.version}` : 'none'}
            order={server}
            opened
            onClose={() => setDialog(null)}
            onSplit={splitBill}
            saving={split.isPending}
            error={actionError}
            locale={locale}
          />
        )}
        {dialog === 'merge' && (
          <MergeDialog
            opened
            onClose={() => setDialog(null)}
            tableId={cart.tableId}
            orderId={cart.order?.id ?? null}
            onPick={mergeTable}
            saving={merge.isPending}
            error={actionError}
            currency={currency}
            locale={locale}
          />
        )}
        {dialog === 'bills' && (
          <SplitBills bills={bills} opened onClose={() => setDialog(null)} onPay={payBill} locale={locale} />
        )}
      </Suspense>
    </>
  );
}

/** A completed or canceled order cannot be continued here. */
function Closed({ order, onNew }: { order: Order; onNew: () => void }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const to = useLocalizedPath();
  return (
    <Alert color="orange" title={t('pos.closedTitle', { number: formatNumber(order.ticketNumber, locale) })}>
      <Text mb="sm">{t(order.status === 'canceled' ? 'pos.closedCanceled' : 'pos.closedCompleted')}</Text>
      <Group>
        <Button onClick={onNew}>{t('pos.newOrder')}</Button>
        <Button variant="default" component={Link} to={to(`/admin/sales/order/${order.id}`)}>
          {t('pos.openOrder')}
        </Button>
      </Group>
    </Alert>
  );
}
