import { AppShell, Box } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { Outlet } from 'react-router';
import { AppFooter } from '@/components/app-footer';
import { useRealtimeUpdates } from '@/lib/realtime';
import { Sidebar } from './sidebar';
import { Topbar } from './topbar';

/** Sidebar (a burger drawer below 992 px), top bar, page, footer. */
export function DashboardLayout() {
  const [opened, { toggle, close }] = useDisclosure(false);
  useRealtimeUpdates();
  return (
    <AppShell
      header={{ height: 60 }}
      navbar={{ width: 272, breakpoint: 'md', collapsed: { mobile: !opened } }}
      padding={0}
    >
      <AppShell.Header>
        <Topbar opened={opened} onToggle={toggle} />
      </AppShell.Header>
      <AppShell.Navbar>
        <Sidebar onNavigate={close} />
      </AppShell.Navbar>
      <AppShell.Main bg="gray.0" display="flex" style={{ flexDirection: 'column' }}>
        <Box flex={1} p={{ base: 'sm', sm: 'lg' }}>
          <Outlet />
        </Box>
        <AppFooter />
      </AppShell.Main>
    </AppShell>
  );
}
