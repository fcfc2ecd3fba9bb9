import type { PinStaff, User } from '@cashier/contracts';
import {
  Alert,
  Avatar,
  Badge,
  Button,
  Center,
  Group,
  Loader,
  Paper,
  SimpleGrid,
  Stack,
  Text,
  Title,
  UnstyledButton,
} from '@mantine/core';
import { IconArrowBack, IconLock, IconLogin } from '@tabler/icons-react';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Brand } from '@cashier/ui/brand';
import { PinInput } from '@cashier/ui/pin-input';
import { pinDigits } from '@cashier/web-core/digits';
import { errorMessage } from '@/lib/notify';
import { useLocalizedPath } from '@/lib/paths';
import { usePinSignIn, usePinStaff } from './api';
import { LockFooter } from './lock-footer';
import { PinPad } from './pin-pad';
import { readCart } from './stored-carts';
import classes from './shared-till.module.css';
import { TILL_PATH } from './use-till-lock';

const initials = (name: string) =>
  name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((w) => w[0])
    .join('')
    .toUpperCase();

/**
 * The locked till: each staff member taps their name and types their PIN (the server slows and
 * then locks a PIN after repeated misses, and says so). `onUnlock` gets who signed in.
 * `openedBy` names who opened the till from the back office: they are told they were signed out.
 */
export function LockScreen({
  onUnlock,
  signedIn,
  openedBy,
}: {
  onUnlock: (user: User) => Promise<void>;
  signedIn: boolean;
  openedBy: string | null;
}) {
  const { t } = useTranslation();
  const [chosen, setChosen] = useState<PinStaff | null>(null);

  return (
    <div className={classes.lock} data-testid="till-lock">
      <Paper className={classes.lockCard} p="xl" radius="lg" withBorder shadow="md">
        <Stack gap="lg">
          <Group justify="space-between" wrap="nowrap">
            <Brand />
            <IconLock size={28} aria-hidden color="var(--mantine-color-dimmed)" />
          </Group>
          {openedBy && !chosen && (
            <Alert color="blue" data-testid="till-signed-out">
              {t('pos.till.signedOut', { name: openedBy })}
            </Alert>
          )}
          {chosen ? (
            <PinStep person={chosen} onBack={() => setChosen(null)} onUnlock={onUnlock} />
          ) : (
            <>
              <div>
                <Title order={2}>{t('pos.till.lockedTitle')}</Title>
                <Text c="dimmed">{t('pos.till.chooseName')}</Text>
              </div>
              <StaffList signedIn={signedIn} onChoose={setChosen} />
            </>
          )}
          <LockFooter />
        </Stack>
      </Paper>
    </div>
  );
}

/**
 * Who can unlock, as last read on this device. A device that never read them (and, signed out,
 * cannot) needs someone to sign in normally once.
 */
function StaffList({ signedIn, onChoose }: { signedIn: boolean; onChoose: (p: PinStaff) => void }) {
  const { t } = useTranslation();
  const to = useLocalizedPath();
  const staff = usePinStaff();

  if (staff.data?.length === 0) return <Alert color="yellow">{t('pos.till.noStaff')}</Alert>;
  if (staff.data)
    return (
      <SimpleGrid cols={{ base: 2, sm: 3 }} spacing="sm">
        {staff.data.map((person) => (
          <StaffButton key={person.id} person={person} onChoose={onChoose} />
        ))}
      </SimpleGrid>
    );
  if (signedIn && staff.isError) return <Alert color="red">{errorMessage(staff.error)}</Alert>;
  if (signedIn)
    return (
      <Center mih={120}>
        <Loader aria-label={t('common.loading')} />
      </Center>
    );
  const signIn = `${to('/auth/login')}?next=${encodeURIComponent(to(TILL_PATH))}`;
  return (
    <Alert color="blue" title={t('pos.till.setUpTitle')}>
      <Stack gap="sm" align="flex-start">
        <Text size="sm">{t('pos.till.setUp')}</Text>
        <Button component={Link} to={signIn} leftSection={<IconLogin size={18} />}>
          {t('pos.till.signIn')}
        </Button>
      </Stack>
    </Alert>
  );
}

/** A staff member to tap, marked when they left a sale unfinished on this device. */
function StaffButton({ person, onChoose }: { person: PinStaff; onChoose: (p: PinStaff) => void }) {
  const { t } = useTranslation();
  const waiting = readCart(person.id) !== null;
  return (
    <UnstyledButton
      className={classes.person}
      aria-label={waiting ? `${person.name}, ${t('pos.till.waiting')}` : person.name}
      onClick={() => onChoose(person)}
    >
      <Avatar color="initials" name={person.name} size={48}>
        {initials(person.name)}
      </Avatar>
      <Text fw={600} ta="center" lineClamp={2}>
        {person.name}
      </Text>
      {waiting && (
        <Badge size="sm" variant="light" color="orange">
          {t('pos.till.waiting')}
        </Badge>
      )}
    </UnstyledButton>
  );
}

/** The chosen staff member's PIN: typed (any digits, Arabic-Indic too) or tapped on the pad. */
function PinStep({
  person,
  onBack,
  onUnlock,
}: {
  person: PinStaff;
  onBack: () => void;
  onUnlock: (user: User) => Promise<void>;
}) {
  const { t } = useTranslation();
  const signIn = usePinSignIn();
  const [pin, setPin] = useState('');
  const [tooShort, setTooShort] = useState(false);
  const error = tooShort ? t('pos.till.pinTooShort') : signIn.error ? errorMessage(signIn.error) : null;

  function submit(event?: FormEvent) {
    event?.preventDefault();
    if (pin.length < 4) return setTooShort(true);
    signIn.mutate(
      { userId: person.id, pin },
      {
        onSuccess: ({ user: [user] }) => void (user && onUnlock(user)),
        onError: () => setPin(''),
      },
    );
  }
  function type(next: string) {
    setPin(next);
    setTooShort(false);
    if (signIn.error) signIn.reset();
  }

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <Group gap="sm" wrap="nowrap">
          <Avatar color="initials" name={person.name} size={48}>
            {initials(person.name)}
          </Avatar>
          <div style={{ minWidth: 0 }}>
            <Title order={2} size="h3">
              {person.name}
            </Title>
            <Text c="dimmed" size="sm">
              {t('pos.till.typePin')}
            </Text>
          </div>
        </Group>
        <PinInput
          label={t('pos.till.pin')}
          value={pin}
          onChange={(e) => type(pinDigits(e.currentTarget.value))}
          error={error}
          size="lg"
          autoFocus
          data-autofocus
        />
        <PinPad value={pin} onChange={type} disabled={signIn.isPending} />
        <Group grow>
          <Button
            variant="default"
            size="lg"
            leftSection={<IconArrowBack size={20} className={classes.back} />}
            onClick={onBack}
            disabled={signIn.isPending}
          >
            {t('pos.till.notMe')}
          </Button>
          <Button type="submit" size="lg" loading={signIn.isPending}>
            {t('pos.till.unlock')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
