import type { App } from '../../lib/app-type.ts';
import { route } from '../../lib/route.ts';
import { ok } from '../../lib/ok.ts';
import { sessionOf } from '../../plugins/auth.ts';
import type { ProfileService } from './profile.ts';

export function profileRoutes(app: App, profile: ProfileService): void {
  route(app, 'PUT /v1/auth/profile', async (request) => ({
    user: await profile.update(sessionOf(request), request.ip ?? null, request.body),
    resp: ok('Profile updated'),
  }));
}
