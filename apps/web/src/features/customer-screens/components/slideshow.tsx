import { Text, Title } from '@mantine/core';
import { useInterval } from '@mantine/hooks';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocale } from '@/lib/i18n';
import { useAppSettings } from '@cashier/web-core/settings';
import { useSlides } from '../api';
import classes from './customer-screens.module.css';

const SLIDE_MS = 8000;

/**
 * Between sales: the website's slides in turn (or a welcome without any); before any till has
 * paired, how to pair it, with the code large.
 */
export function Slideshow({ code, paired }: { code: string; paired: boolean }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const { restaurantName } = useAppSettings();
  const slides = useSlides().data ?? [];
  const [index, setIndex] = useState(0);
  useInterval(() => setIndex((i) => i + 1), SLIDE_MS, { autoInvoke: true });

  if (!paired) {
    return (
      <div className={classes.center} data-testid="display-pairing">
        <Title order={1} className={classes.big}>
          {t('screens.counter.pairTitle')}
        </Title>
        <Text className={classes.pairCode} dir="ltr" data-testid="display-code">
          {code}
        </Text>
        <Text className={classes.big} c="dimmed" maw="40ch" ta="center">
          {t('screens.counter.pairHint')}
        </Text>
      </div>
    );
  }
  const slide = slides.length ? slides[index % slides.length] : undefined;
  if (!slide) {
    return (
      <div className={classes.center} data-testid="display-idle">
        <Title order={1} className={classes.huge}>
          {t('screens.counter.welcome')}
        </Title>
        <Text className={classes.big} c="dimmed">
          {restaurantName}
        </Text>
      </div>
    );
  }
  const ar = locale === 'ar';
  return (
    <div className={classes.slide} data-testid="display-slide" key={slide.id}>
      {slide.image && <img src={slide.image} alt="" className={classes.slideImage} />}
      <div className={classes.slideText}>
        <Title order={1} className={classes.huge}>
          {ar ? slide.titleAr : slide.titleEn}
        </Title>
        <Text className={classes.big}>{ar ? slide.bodyAr : slide.bodyEn}</Text>
      </div>
    </div>
  );
}
