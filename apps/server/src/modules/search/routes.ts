import type { App } from '../../lib/app-type.ts';
import { route } from '../../lib/route.ts';
import { sessionOf } from '../../plugins/auth.ts';
import type { SearchService } from './service.ts';

export function searchRoutes(app: App, search: SearchService): void {
  route(app, 'GET /v1/search', (request) =>
    search.search(sessionOf(request).user.permissions, request.query.q),
  );
}
