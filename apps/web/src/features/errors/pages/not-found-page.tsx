import { Container } from '@mantine/core';
import { NotFoundView } from '@/components/not-found-view';

/** /errors/404, /errors/404-alt and every unmatched route. */
export function NotFoundPage() {
  return (
    <Container component="main" size="md">
      <NotFoundView showBrand />
    </Container>
  );
}
