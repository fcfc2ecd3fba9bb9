import { ActionIcon, Button, Select, SegmentedControl } from '@mantine/core';
import { memo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { Locale } from '@cashier/web-core/locale';
import { useLocalizedPath } from '@/lib/paths';
import { useStations } from '@/api/stations';
import { KITCHEN_TYPES, type TypeFilter } from '../hooks/use-kitchen-prefs';
import { namesOf } from '../names';
import classes from '../kitchen.module.css';

interface ToolbarProps {
  locale: Locale;
  stationId: number | null;
  onStation: (id: number | null) => void;
  type: TypeFilter;
  onType: (type: TypeFilter) => void;
  sound: boolean;
  onSound: () => void;
  online: boolean;
}

/**
 * The screen's top bar: station, order type, sound, and whether it is live. Memoized: a ticket's
 * change does not repaint it (its segmented control measures the page when it renders).
 */
export const KitchenToolbar = memo(function KitchenToolbar(props: ToolbarProps) {
  const { t } = useTranslation();
  const to = useLocalizedPath();
  const { data: stations = [] } = useStations();
  const options = [
    { value: 'all', label: t('kitchen.station.all') },
    ...stations
      .filter((s) => s.active || s.id === props.stationId)
      .map((s) => ({ value: String(s.id), label: namesOf(s, props.locale, false).main })),
  ];
  return (
    <header className={classes.toolbar}>
      <ActionIcon
        component={Link}
        to={to('/admin')}
        variant="subtle"
        size="xl"
        aria-label={t('kitchen.home')}
        title={t('kitchen.home')}
      >
        <span aria-hidden className={classes.homeIcon}>
          ⌂
        </span>
      </ActionIcon>
      <h1 className={classes.title}>{t('kitchen.title')}</h1>
      <Select
        aria-label={t('kitchen.station.label')}
        data={options}
        value={props.stationId === null ? 'all' : String(props.stationId)}
        onChange={(v) => props.onStation(v && v !== 'all' ? Number(v) : null)}
        allowDeselect={false}
        size="md"
        className={classes.stationPicker}
        data-testid="station-picker"
      />
      <SegmentedControl
        aria-label={t('kitchen.type.label')}
        value={props.type}
        onChange={props.onType}
        data={[
          { value: 'all', label: t('kitchen.type.all') },
          ...KITCHEN_TYPES.map((type) => ({ value: type, label: t(`orderKinds.${type}`) })),
        ]}
        className={classes.types}
        classNames={{ label: classes.typeLabel }}
      />
      <Button
        variant={props.sound ? 'light' : 'filled'}
        color={props.sound ? 'teal' : 'yellow'}
        size="md"
        onClick={props.onSound}
        className={classes.soundButton}
        aria-pressed={props.sound}
        data-testid="sound"
      >
        {props.sound ? t('kitchen.sound.on') : t('kitchen.sound.enable')}
      </Button>
      <span className={classes.status} data-online={props.online}>
        {props.online ? t('kitchen.live') : t('kitchen.offline')}
      </span>
    </header>
  );
});
