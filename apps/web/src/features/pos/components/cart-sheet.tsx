import { Drawer } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import classes from './pos.module.css';

/** The cart on a phone: a sheet from the bottom over the product grid. */
export function CartSheet({ onClose, children }: { onClose: () => void; children: ReactNode }) {
  const { t } = useTranslation();
  return (
    <Drawer
      opened
      onClose={onClose}
      position="bottom"
      size="92%"
      title={t('pos.cart')}
      styles={{
        body: { height: 'calc(100% - 60px)', padding: 0 },
        content: { display: 'flex', flexDirection: 'column' },
      }}
    >
      <div className={classes.sheetCart}>{children}</div>
    </Drawer>
  );
}
