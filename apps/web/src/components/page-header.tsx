import { Group, Title } from '@mantine/core';
import type { ReactNode } from 'react';

/** A page title with its actions at the inline end. */
export function PageHeader({ title, actions }: { title: string; actions?: ReactNode }) {
  return (
    <Group justify="space-between" mb="lg" gap="sm">
      <Title order={2}>{title}</Title>
      {actions && <Group gap="sm">{actions}</Group>}
    </Group>
  );
}
