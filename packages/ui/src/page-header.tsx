import { Group, Title } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import type { ReactNode } from 'react';
import { useAppSettings } from '@cashier/web-core/settings';

/** A page title (also the document title) with its actions at the inline end. */
export function PageHeader({ title, actions }: { title: string; actions?: ReactNode }) {
  const { restaurantName } = useAppSettings();
  useDocumentTitle(`${title} · ${restaurantName}`);
  return (
    <Group justify="space-between" mb="lg" gap="sm">
      <Title order={2}>{title}</Title>
      {actions && <Group gap="sm">{actions}</Group>}
    </Group>
  );
}
