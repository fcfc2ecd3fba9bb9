import { Avatar, Box, Group, Menu, Text, UnstyledButton } from '@mantine/core';
import { IconChevronDown, IconLogout, IconUserCircle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { useLogout } from '@/features/auth/api';
import { useLocalizedPath } from '@/lib/paths';
import { useCurrentUser } from '@cashier/web-core/session';
import { clearNotices } from './notices';

function initials(name: string): string {
  return name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((part) => part[0]?.toUpperCase())
    .join('');
}

/** "Hello, {name}", Account and Logout. */
export function ProfileMenu() {
  const { t } = useTranslation();
  const to = useLocalizedPath();
  const navigate = useNavigate();
  const user = useCurrentUser();
  const logout = useLogout(() => {
    clearNotices();
    return Promise.resolve(navigate(to('/auth/login'), { replace: true }));
  });
  const name = user?.name ?? '';

  return (
    <Menu position="bottom-end" width={220} shadow="md">
      <Menu.Target>
        <UnstyledButton aria-label={t('topbar.profileMenu')} mih={44} miw={44} px={4}>
          <Group gap="xs" wrap="nowrap">
            <Avatar color="teal" radius="xl" size={34}>
              {initials(name)}
            </Avatar>
            <Text size="sm" fw={500} visibleFrom="sm" maw={180} truncate>
              {t('topbar.hello', { name })}
            </Text>
            <Box visibleFrom="sm" lh={0}>
              <IconChevronDown size={14} />
            </Box>
          </Group>
        </UnstyledButton>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Label hiddenFrom="sm">{t('topbar.hello', { name })}</Menu.Label>
        <Menu.Item component={Link} to={to('/admin/profile')} leftSection={<IconUserCircle size={16} />}>
          {t('topbar.account')}
        </Menu.Item>
        <Menu.Item
          color="red"
          leftSection={<IconLogout size={16} />}
          onClick={() => logout.mutate()}
          disabled={logout.isPending}
        >
          {t('topbar.logout')}
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}
