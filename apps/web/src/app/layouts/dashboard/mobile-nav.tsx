import { Drawer } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { LayoutSettings } from '@/lib/layout-settings';
import { Sidebar } from './sidebar';

/**
 * The menu as a drawer on a phone; a chunk of its own, as Mantine's Drawer brings the modal
 * machinery (scroll lock, focus trap, transitions) that a desktop or tablet never needs.
 * Mantine's "left" drawer is the inline start: it slides in from the right in Arabic.
 */
export default function MobileNav({
  opened,
  onClose,
  color,
}: {
  opened: boolean;
  onClose: () => void;
  color: LayoutSettings['sidebarColor'];
}) {
  const { t } = useTranslation();
  return (
    <Drawer.Root opened={opened} onClose={onClose} position="left" size={300}>
      <Drawer.Overlay />
      <Drawer.Content aria-label={t('nav.mainMenu')}>
        <Drawer.Body p={0} h="100%">
          <Sidebar size="default" color={color} onNavigate={onClose} />
        </Drawer.Body>
      </Drawer.Content>
    </Drawer.Root>
  );
}
