import { Group, Paper, Text, ThemeIcon, Title } from '@mantine/core';
import { IconChartBar, IconLock } from '@tabler/icons-react';
import { useId, type ReactNode } from 'react';

/** A titled part of a report: a landmark region named by its title. */
export function ReportSection({
  title,
  actions,
  children,
}: {
  title: string;
  actions?: ReactNode;
  children: ReactNode;
}) {
  const id = useId();
  return (
    <Paper withBorder radius="md" p="md" component="section" aria-labelledby={id} h="100%" miw={0}>
      <Group justify="space-between" mb="sm" gap="xs">
        <Title order={3} fz="md" id={id}>
          {title}
        </Title>
        {actions}
      </Group>
      {children}
    </Paper>
  );
}

/** A report (or part of one) with nothing to show: what that means and what fills it. */
export function EmptyReport({
  title,
  hint,
  locked = false,
}: {
  title: string;
  hint?: string;
  locked?: boolean;
}) {
  return (
    <Paper withBorder radius="md" p="xl" ta="center">
      <ThemeIcon size={56} radius="xl" variant="light" color="gray" mx="auto">
        {locked ? <IconLock size={30} /> : <IconChartBar size={30} />}
      </ThemeIcon>
      <Text fw={600} size="lg" mt="md">
        {title}
      </Text>
      {hint && (
        <Text c="dimmed" size="sm" mt={4}>
          {hint}
        </Text>
      )}
    </Paper>
  );
}

/** A short line saying a section has nothing, inside its frame. */
export function NothingYet({ children }: { children: ReactNode }) {
  return (
    <Text c="dimmed" size="sm" py="sm">
      {children}
    </Text>
  );
}
