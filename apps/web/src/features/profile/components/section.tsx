import { Paper, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';

/** One card of the profile page: a heading, a line of help, and its own form. */
export function Section({ title, hint, children }: { title: string; hint: string; children: ReactNode }) {
  return (
    <Paper withBorder radius="md" p={{ base: 'md', sm: 'xl' }} h="fit-content">
      <Stack gap="md">
        <div>
          <Title order={3} size="h4">
            {title}
          </Title>
          <Text size="sm" c="dimmed" mt={4}>
            {hint}
          </Text>
        </div>
        {children}
      </Stack>
    </Paper>
  );
}
