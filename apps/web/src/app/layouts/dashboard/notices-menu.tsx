import {
  ActionIcon,
  Box,
  Button,
  Divider,
  Group,
  Indicator,
  Popover,
  Stack,
  Text,
  ThemeIcon,
  UnstyledButton,
} from '@mantine/core';
import { IconBell } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatNumber, formatTimeAgo } from '@cashier/web-core/format';
import { useLocale } from '@/lib/i18n';
import { useLocalizedPath } from '@/lib/paths';
import { describeNotice } from './notice-text';
import { markAllNoticesRead, markNoticeRead, useNotices, type Notice } from './notices';
import classes from './topbar.module.css';

/** The bell: live notifications from the events stream, an unread count, and "mark all read". */
export function NoticesMenu() {
  const { t } = useTranslation();
  const locale = useLocale();
  const notices = useNotices();
  const [opened, setOpened] = useState(false);
  const close = () => setOpened(false);
  const toggle = () => setOpened((o) => !o);
  const unread = notices.filter((n) => !n.read).length;

  return (
    <Popover
      opened={opened}
      onChange={setOpened}
      position="bottom-end"
      width={340}
      shadow="md"
      trapFocus
      returnFocus
    >
      <Popover.Target>
        <Indicator
          label={formatNumber(unread, locale)}
          size={18}
          offset={8}
          color="red"
          disabled={!unread}
          inline
        >
          <ActionIcon
            variant="subtle"
            color="gray"
            size="xl"
            onClick={toggle}
            aria-label={unread ? t('notices.openUnread', { count: unread }) : t('notices.title')}
            aria-expanded={opened}
          >
            <IconBell size={22} stroke={1.6} />
          </ActionIcon>
        </Indicator>
      </Popover.Target>
      <Popover.Dropdown p={0} maw="calc(100vw - 16px)">
        <Group justify="space-between" px="md" py="xs" wrap="nowrap">
          <Text fw={700} component="h2" fz="md" m={0}>
            {t('notices.title')}
          </Text>
          <Button variant="subtle" size="compact-sm" onClick={markAllNoticesRead} disabled={!unread}>
            {t('notices.markAllRead')}
          </Button>
        </Group>
        <Divider />
        <NoticeList notices={notices} onOpen={close} />
      </Popover.Dropdown>
    </Popover>
  );
}

/** The notices, newest first, each a link that marks it read; or a quiet line when there are none. */
function NoticeList({ notices, onOpen }: { notices: Notice[]; onOpen: () => void }) {
  const { t } = useTranslation();
  const now = new Date();
  if (notices.length === 0) {
    return (
      <Stack align="center" gap={4} p="lg">
        <IconBell size={28} stroke={1.4} opacity={0.5} />
        <Text size="sm" c="dimmed" ta="center">
          {t('notices.empty')}
        </Text>
      </Stack>
    );
  }
  return (
    <Box
      mah={230}
      style={{ overflowY: 'auto', scrollbarWidth: 'thin' }}
      role="list"
      aria-label={t('notices.title')}
    >
      {notices.map((notice) => (
        <NoticeRow key={notice.id} notice={notice} now={now} onOpen={onOpen} />
      ))}
    </Box>
  );
}

function NoticeRow({ notice, now, onOpen }: { notice: Notice; now: Date; onOpen: () => void }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const to = useLocalizedPath();
  const {
    text,
    to: target,
    icon: NoticeIcon,
    color,
  } = describeNotice(notice, t, (n) => formatNumber(n, locale));
  return (
    <UnstyledButton
      role="listitem"
      component={Link}
      to={to(target)}
      className={classes.notice}
      data-unread={!notice.read || undefined}
      onClick={() => {
        markNoticeRead(notice.id);
        onOpen();
      }}
    >
      <ThemeIcon variant="light" color={color} radius="xl" size={34}>
        <NoticeIcon size={18} />
      </ThemeIcon>
      <Box flex={1} miw={0}>
        <Text size="sm" fw={notice.read ? 400 : 600} lineClamp={2}>
          {text}
        </Text>
        <Text size="xs" c="dimmed">
          {formatTimeAgo(notice.at, now, locale)}
        </Text>
      </Box>
      {!notice.read && <span className={classes.unreadDot} aria-label={t('notices.unread')} />}
    </UnstyledButton>
  );
}
