import { Paper, Title } from '@mantine/core';
import { useId, type ReactNode } from 'react';

/** A titled panel of the dashboard; a landmark region named by its title. */
export function ChartCard({ title, children }: { title: string; children: ReactNode }) {
  const id = useId();
  return (
    <Paper withBorder radius="md" p="md" component="section" aria-labelledby={id} h="100%">
      <Title order={3} fz="md" mb="md" id={id}>
        {title}
      </Title>
      {children}
    </Paper>
  );
}
