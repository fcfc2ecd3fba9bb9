import { kindOf } from '@cashier/contracts';
import { Alert } from '@mantine/core';
import { useTimeout } from '@mantine/hooks';
import { useCallback, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocale } from '@/lib/i18n';
import { errorMessage } from '@/lib/notify';
import { useAppSettings } from '@cashier/web-core/settings';
import { useStations } from '@/api/stations';
import { KitchenToolbar } from '../components/kitchen-toolbar';
import { AllDayPanel, RecallPanel } from '../components/side-panels';
import { TicketGrid } from '../components/ticket-grid';
import type { TileOptions } from '../components/ticket-tile';
import { useBumpBar } from '../hooks/use-bump-bar';
import { useKitchenActions } from '../hooks/use-kitchen-actions';
import { useKitchenBoard } from '../hooks/use-kitchen-board';
import { useKitchenPrefs } from '../hooks/use-kitchen-prefs';
import { useKitchenSound } from '../hooks/use-kitchen-sound';
import type { StationNames } from '../recall';
import classes from '../kitchen.module.css';

/**
 * The kitchen display (KDS): the open tickets of one station, or of every station (the expo view),
 * kept exact from the events stream; cooks tap dishes done and bump tickets, by touch or a bump bar.
 * Another station is another screen: it starts from its own read.
 */
export function KitchenPage() {
  const prefs = useKitchenPrefs();
  return <KitchenScreen key={prefs.stationId ?? 'all'} prefs={prefs} />;
}

/** Every station's names by id, once the list is read (recall rows name theirs on every screen). */
function useStationNames(): StationNames | undefined {
  const { data: list } = useStations();
  return useMemo(() => (list ? new Map(list.map((s) => [s.id, s])) : undefined), [list]);
}

function useTileOptions(stationId: number | null, names: StationNames | undefined): TileOptions {
  const locale = useLocale();
  const { parsed } = useAppSettings();
  const { kitchenBothLanguages: both, kitchenWarnMinutes: warn, kitchenLateMinutes: late } = parsed;
  return useMemo(
    () => ({ stations: stationId === null ? (names ?? null) : null, locale, both, warn, late }),
    [stationId, names, locale, both, warn, late],
  );
}

function KitchenScreen({ prefs }: { prefs: ReturnType<typeof useKitchenPrefs> }) {
  const { t } = useTranslation();
  const stations = useStationNames();
  const options = useTileOptions(prefs.stationId, stations);
  const sound = useKitchenSound();
  const board = useKitchenBoard(prefs.stationId, sound.play);
  const actions = useKitchenActions(board.keep);
  const tickets = useMemo(
    () =>
      prefs.type === 'all'
        ? board.open
        : board.open.filter((k) => kindOf(k.orderType, k.tableName !== null) === prefs.type),
    [board.open, prefs.type],
  );
  const [selectedId, setSelectedId] = useState<number | null>(null);
  const { recent } = board;
  const recallLast = useCallback(() => {
    if (recent[0]) actions.recall(recent[0]);
  }, [recent, actions]);
  useBumpBar({
    tickets,
    selectedId,
    select: setSelectedId,
    bump: actions.bump,
    recallLast,
    rtl: options.locale === 'ar',
  });

  return (
    <div className={classes.screen} data-kitchen-ready={board.ready || undefined}>
      <KitchenToolbar
        locale={options.locale}
        stationId={prefs.stationId}
        onStation={prefs.setStationId}
        type={prefs.type}
        onType={prefs.setType}
        sound={sound.on}
        onSound={sound.toggle}
        online={board.online}
      />
      <OfflineBanner online={board.online} />
      {board.error !== null && board.open.length === 0 && (
        <Alert color="red" className={classes.banner}>
          {errorMessage(board.error)}
        </Alert>
      )}
      <div className={classes.body}>
        <TicketGrid
          tickets={tickets}
          selectedId={selectedId}
          onSelect={setSelectedId}
          options={options}
          actions={actions}
        />
        <aside className={classes.aside}>
          <p className={classes.count}>{t('kitchen.count', { count: tickets.length })}</p>
          <AllDayPanel tickets={tickets} locale={options.locale} both={options.both} />
          <RecallPanel
            tickets={recent}
            stations={stations}
            locale={options.locale}
            onRecall={actions.recall}
          />
          <p className={classes.keys}>{t('kitchen.keys')}</p>
        </aside>
      </div>
    </div>
  );
}

/** Says so while the stream is down; a first connection gets a few seconds before it counts. */
function OfflineBanner({ online }: { online: boolean }) {
  const { t } = useTranslation();
  const [seen, setSeen] = useState(false);
  if (online && !seen) setSeen(true);
  const [waited, setWaited] = useState(false);
  useTimeout(() => setWaited(true), 4000, { autoInvoke: true });
  if (online || (!seen && !waited)) return null;
  return (
    <div role="alert" className={classes.offline} data-testid="offline-banner">
      {t('kitchen.offline')}
    </div>
  );
}
