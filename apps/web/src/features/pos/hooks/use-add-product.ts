import type { PosCatalog } from '@cashier/contracts';
import {
  findByCode,
  groupsOfProduct,
  hasOptions,
  type CartAction,
  type CartLine,
  type PosModifier,
  type PosProduct,
} from '@cashier/sale';
import { notifications } from '@mantine/notifications';
import { useCallback, useEffect, useMemo, useRef, type Dispatch } from 'react';
import { useTranslation } from 'react-i18next';
import type { SetDialog } from './till';

/**
 * Putting a product in the cart: one with options opens their dialog first; a barcode finds its
 * product. It sets the performance mark the bench reads: `pos:add`, from the tap to the commit
 * that shows the line.
 */
export function useAddProduct(
  catalog: PosCatalog | undefined,
  lines: readonly CartLine[],
  dispatch: Dispatch<CartAction>,
  setDialog: SetDialog,
  /** Clears the last refusal: a new item is a new attempt. */
  clearError: () => void,
) {
  const { t } = useTranslation();
  const products = catalog?.products;
  const groups = useMemo(() => new Map((catalog?.modifierGroups ?? []).map((g) => [g.id, g])), [catalog]);

  const adding = useRef(false);
  useEffect(() => {
    if (adding.current) {
      adding.current = false;
      performance.measure('pos:add', 'pos:add-start');
    }
  }, [lines]);

  const add = useCallback(
    (product: PosProduct, modifiers?: PosModifier[]) => {
      if (!modifiers && hasOptions(product, groups)) {
        setDialog({ kind: 'modifiers', product });
        return;
      }
      performance.mark('pos:add-start');
      adding.current = true;
      clearError();
      dispatch({ type: 'add', product, modifiers });
    },
    [groups, dispatch, setDialog, clearError],
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

  /** The option groups of a product, in its own order. */
  const groupsOf = (product: PosProduct) => groupsOfProduct(product, groups);

  return { add, scan, groupsOf };
}
