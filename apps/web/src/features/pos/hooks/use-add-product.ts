import type { PosCatalog } from '@cashier/contracts';
import { notifications } from '@mantine/notifications';
import { useCallback, useEffect, useMemo, useRef, type Dispatch } from 'react';
import { useTranslation } from 'react-i18next';
import { findByCode, type CartAction, type CartLine, type PosModifier, type PosProduct } from '../cart';
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
      if (!modifiers && product.modifierGroupIds.some((id) => groups.has(id))) {
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
  const groupsOf = (product: PosProduct) => product.modifierGroupIds.flatMap((id) => groups.get(id) ?? []);

  return { add, scan, groupsOf };
}
