import type { BoardOrder } from '@cashier/contracts';
import { Button } from '@mantine/core';
import { IconBell, IconBellOff } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatNumber } from '@cashier/web-core/format';
import { i18n, useLocale } from '@/lib/i18n';
import { enableSound, soundEnabled } from '../chime';
import { useReadyBoard } from '../hooks/use-ready-board';
import classes from './customer-screens.module.css';
import { ScreenFrame } from './screen-frame';

type Heading = 'screens.board.preparing' | 'screens.board.ready';

/** A column's heading in both languages, the screen's first: guests read either. */
function BothLanguages({ k }: { k: Heading }) {
  const locale = useLocale();
  const order = locale === 'ar' ? (['ar', 'en'] as const) : (['en', 'ar'] as const);
  return (
    <>
      {order.map((lng) => (
        <span key={lng} lang={lng} dir={lng === 'ar' ? 'rtl' : 'ltr'}>
          {i18n.getFixedT(lng)(k)}
        </span>
      ))}
    </>
  );
}

function Column({ heading, orders, ready }: { heading: Heading; orders: BoardOrder[]; ready: boolean }) {
  const locale = useLocale();
  const { t } = useTranslation();
  return (
    <section
      className={`${classes.column} ${ready ? classes.readyColumn : ''}`}
      aria-label={t(heading)}
      data-testid={ready ? 'board-ready' : 'board-preparing'}
    >
      <h2 className={classes.columnTitle}>
        <BothLanguages k={heading} />
      </h2>
      <ul className={classes.numbers}>
        {orders.map((o, i) => (
          <li
            key={o.orderId}
            className={`${classes.number} ${ready && i === 0 ? classes.newest : ''}`}
            data-order-number={o.orderNumber}
          >
            {formatNumber(o.orderNumber, locale)}
          </li>
        ))}
      </ul>
    </section>
  );
}

/** The order-ready board: numbers being prepared, and ready to collect, large for the room. */
export function ReadyBoard({ onChangeMode }: { onChangeMode: () => void }) {
  const { t } = useTranslation();
  const { preparing, ready, offline, forbidden } = useReadyBoard();
  const [sound, setSound] = useState(soundEnabled);
  const soundButton = sound ? (
    <IconBell size={24} aria-label={t('screens.board.soundOn')} role="img" />
  ) : (
    <Button
      variant="light"
      size="md"
      leftSection={<IconBellOff size={20} />}
      onClick={() => void enableSound().then(setSound)}
    >
      {t('screens.board.enableSound')}
    </Button>
  );
  return (
    <ScreenFrame offline={offline} forbidden={forbidden} onChangeMode={onChangeMode} extra={soundButton}>
      <div className={classes.board}>
        <Column heading="screens.board.preparing" orders={preparing} ready={false} />
        <Column heading="screens.board.ready" orders={ready} ready />
      </div>
    </ScreenFrame>
  );
}
