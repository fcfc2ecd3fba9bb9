import { Container } from '@mantine/core';
import { Outlet } from 'react-router';

/** Nothing around the page: error screens, later the kitchen and customer displays. */
export function EmptyLayout() {
  return (
    <Container component="main" size="md">
      <Outlet />
    </Container>
  );
}
