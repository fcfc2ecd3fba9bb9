import { Text, Title } from '@mantine/core';
import { IconHeartHandshake } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useCounterState } from '../hooks/use-counter-state';
import { usePairingCode } from '../hooks/use-pairing-code';
import classes from './customer-screens.module.css';
import { PaidView, SaleView } from './sale-view';
import { ScreenFrame } from './screen-frame';
import { Slideshow } from './slideshow';

/**
 * The counter display: its pairing code, then the sale of the till paired with it as the cashier
 * builds it, the payment and change, a thank-you, and the website's slides between sales.
 */
export function CounterDisplay({ onChangeMode }: { onChangeMode: () => void }) {
  const { t } = useTranslation();
  const code = usePairingCode();
  const { state, view, offline, forbidden, paired } = useCounterState(code);
  const codeTag = (
    <Text className={classes.codeTag} aria-label={t('screens.counter.codeLabel', { code })}>
      {t('screens.counter.code')} <span dir="ltr">{code}</span>
    </Text>
  );
  return (
    <ScreenFrame offline={offline} forbidden={forbidden} onChangeMode={onChangeMode} extra={codeTag}>
      {state && view === 'cart' && <SaleView state={state} />}
      {state && view === 'paid' && <PaidView state={state} />}
      {view === 'thanks' && (
        <div className={classes.center} data-testid="display-thanks">
          <IconHeartHandshake size={120} stroke={1.2} aria-hidden className={classes.thanksIcon} />
          <Title order={1} className={classes.huge}>
            {t('screens.counter.thanks')}
          </Title>
          <Text className={classes.big} c="dimmed">
            {t('screens.counter.thanksHint')}
          </Text>
        </div>
      )}
      {view === 'slides' && <Slideshow code={code} paired={paired} />}
    </ScreenFrame>
  );
}
