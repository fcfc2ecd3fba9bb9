import {
  ActionIcon,
  Button,
  Popover,
  SimpleGrid,
  Stack,
  Text,
  ThemeIcon,
  UnstyledButton,
} from '@mantine/core';
import {
  IconArmchair,
  IconCalendarStats,
  IconCashRegister,
  IconCategoryPlus,
  IconChefHat,
  IconChevronDown,
  IconDeviceDesktop,
  IconFileAnalytics,
  IconLayoutGrid,
  IconPackage,
  IconPrinter,
  IconSettings,
  IconShieldLock,
  IconUserPlus,
  IconUsersPlus,
  IconWorldWww,
  type Icon,
} from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { TranslationKey } from '@/lib/i18n';
import { useLocalizedPath } from '@/lib/paths';
import classes from './topbar.module.css';

interface QuickLink {
  label: TranslationKey;
  to: string;
  icon: Icon;
}

/** The top bar's mega menu: the shortcuts a manager reaches for most, in three columns. */
const GROUPS: { title: TranslationKey; color: string; links: QuickLink[] }[] = [
  {
    title: 'quickLinks.sell',
    color: 'teal',
    links: [
      { label: 'quickLinks.newOrder', to: '/admin/pos', icon: IconCashRegister },
      { label: 'quickLinks.onlineOrders', to: '/admin/online-orders', icon: IconWorldWww },
      { label: 'quickLinks.kitchen', to: '/admin/screens/kitchen', icon: IconChefHat },
      { label: 'quickLinks.customerDisplay', to: '/admin/screens/customers', icon: IconDeviceDesktop },
    ],
  },
  {
    title: 'quickLinks.add',
    color: 'blue',
    links: [
      { label: 'quickLinks.newProduct', to: '/admin/products/create', icon: IconPackage },
      { label: 'quickLinks.newCategory', to: '/admin/categories/create', icon: IconCategoryPlus },
      { label: 'quickLinks.newCustomer', to: '/admin/customers/create', icon: IconUserPlus },
      { label: 'quickLinks.newTable', to: '/admin/tables/create', icon: IconArmchair },
      { label: 'quickLinks.newUser', to: '/admin/users/create', icon: IconUsersPlus },
    ],
  },
  {
    title: 'quickLinks.manage',
    color: 'grape',
    links: [
      { label: 'quickLinks.dailyReport', to: '/admin/reports/daily', icon: IconCalendarStats },
      { label: 'quickLinks.productSales', to: '/admin/reports/product-sales', icon: IconFileAnalytics },
      { label: 'quickLinks.generalSettings', to: '/admin/settings/general', icon: IconSettings },
      { label: 'quickLinks.printers', to: '/admin/settings/printers', icon: IconPrinter },
      { label: 'quickLinks.roles', to: '/admin/settings/roles', icon: IconShieldLock },
    ],
  },
];

export function QuickLinks() {
  const { t } = useTranslation();
  const to = useLocalizedPath();
  const [opened, setOpened] = useState(false);
  const close = () => setOpened(false);
  const toggle = () => setOpened((o) => !o);
  const label = t('quickLinks.title');
  return (
    <Popover
      opened={opened}
      onChange={setOpened}
      position="bottom-start"
      width={640}
      shadow="md"
      trapFocus
      returnFocus
    >
      <Popover.Target>
        <div>
          <Button
            variant="subtle"
            color="gray"
            visibleFrom="md"
            onClick={toggle}
            leftSection={<IconLayoutGrid size={18} />}
            rightSection={<IconChevronDown size={14} />}
            aria-expanded={opened}
          >
            {label}
          </Button>
          <ActionIcon
            variant="subtle"
            color="gray"
            size="xl"
            hiddenFrom="md"
            onClick={toggle}
            aria-label={label}
            aria-expanded={opened}
          >
            <IconLayoutGrid size={22} stroke={1.6} />
          </ActionIcon>
        </div>
      </Popover.Target>
      <Popover.Dropdown maw="calc(100vw - 16px)" mah="calc(100dvh - 80px)" style={{ overflowY: 'auto' }}>
        <nav aria-label={label}>
          <SimpleGrid cols={{ base: 1, xs: 2, sm: 3 }} spacing="md" verticalSpacing="sm">
            {GROUPS.map((group) => (
              <Stack key={group.title} gap={2}>
                <Text size="xs" fw={700} c="dimmed" tt="uppercase" px="xs" pb={4}>
                  {t(group.title)}
                </Text>
                {group.links.map(({ label: linkLabel, to: path, icon: LinkIcon }) => (
                  <UnstyledButton
                    key={path}
                    component={Link}
                    to={to(path)}
                    className={classes.quickLink}
                    onClick={close}
                  >
                    <ThemeIcon variant="light" color={group.color} size={30} radius="md">
                      <LinkIcon size={17} />
                    </ThemeIcon>
                    {t(linkLabel)}
                  </UnstyledButton>
                ))}
              </Stack>
            ))}
          </SimpleGrid>
        </nav>
      </Popover.Dropdown>
    </Popover>
  );
}
