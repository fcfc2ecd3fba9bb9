import { Button, Stack, Text, Title } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Brand } from './brand';

interface StatusViewProps {
  /** A big code or icon above the title. */
  mark?: ReactNode;
  title: string;
  message: string;
  action?: { label: string; to: string };
  showBrand?: boolean;
}

/** The shared look of the not-found, error, coming-soon and maintenance screens. */
export function StatusView({ mark, title, message, action, showBrand = false }: StatusViewProps) {
  useDocumentTitle(title);
  return (
    <Stack align="center" justify="center" gap="md" py={64} px="md" ta="center" mih="60dvh">
      {showBrand && <Brand />}
      {mark}
      <Title order={1} fz={{ base: 26, sm: 32 }}>
        {title}
      </Title>
      <Text c="dimmed" maw={480}>
        {message}
      </Text>
      {action && (
        <Button component={Link} to={action.to} mt="sm">
          {action.label}
        </Button>
      )}
    </Stack>
  );
}
