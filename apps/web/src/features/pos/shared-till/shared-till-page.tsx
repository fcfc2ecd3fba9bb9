import type { User } from '@cashier/contracts';
import { Button, Group, Text } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { IconLock, IconUserCircle } from '@tabler/icons-react';
import { useCallback, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Brand } from '@cashier/ui/brand';
import { usePrintLateAlerts } from '@/lib/print-alerts';
import { useRealtimeUpdates } from '@cashier/web-core/realtime';
import { useCurrentUser } from '@cashier/web-core/session';
import { TillDeviceContext, type TillDevice } from '../hooks/till-device';
import { PosPage } from '../pages/pos-page';
import { LockScreen } from './lock-screen';
import classes from './shared-till.module.css';
import { cartStore } from './stored-carts';
import { TILL_PATH, useTillLock } from './use-till-lock';

/**
 * The till on a shared counter device (/admin/screens/pos): full screen, no back office around it.
 * Staff take turns by PIN; each one's unfinished cart stays on the device while another sells and
 * comes back when they unlock again. The POS itself is the one at /admin/pos.
 */
export function SharedTillPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('pos.till.title'));
  const user = useCurrentUser();
  const { locked, lock, unlock } = useTillLock(user !== null);
  // Opened from the back office: that session ends here, and the lock screen says so until someone unlocks.
  const [openedBy, setOpenedBy] = useState(() => user?.name ?? null);
  const take = useCallback(
    async (staff: User) => {
      setOpenedBy(null);
      await unlock(staff);
    },
    [unlock],
  );
  const userId = user?.id ?? null;
  const device = useMemo<TillDevice>(
    () => ({ base: TILL_PATH, carts: userId === null ? null : cartStore(userId) }),
    [userId],
  );

  if (locked || !user) return <LockScreen onUnlock={take} signedIn={user !== null} openedBy={openedBy} />;
  return <UnlockedTill user={user} device={device} onLock={lock} />;
}

/**
 * The till while a staff member holds it. It follows the events stream only while unlocked: the
 * lock closes the stream, and the next unlock opens it again with the new staff member's session,
 * so no one receives what only the previous one may see.
 */
function UnlockedTill({ user, device, onLock }: { user: User; device: TillDevice; onLock: () => void }) {
  const { t } = useTranslation();
  useRealtimeUpdates();
  usePrintLateAlerts();
  return (
    <div className={classes.frame}>
      <header className={classes.bar}>
        <Brand size="small" />
        <Group gap="sm" wrap="nowrap">
          <Group gap={6} wrap="nowrap" miw={0}>
            <IconUserCircle size={22} aria-hidden />
            <Text fw={600} truncate data-testid="till-user">
              {user.name}
            </Text>
          </Group>
          <Button leftSection={<IconLock size={18} />} variant="light" size="md" onClick={onLock}>
            {t('pos.till.lock')}
          </Button>
        </Group>
      </header>
      <main className={classes.main}>
        <TillDeviceContext.Provider value={device}>
          {/* A new staff member gets a fresh till with their own cart. */}
          <PosPage key={user.id} />
        </TillDeviceContext.Provider>
      </main>
    </div>
  );
}
