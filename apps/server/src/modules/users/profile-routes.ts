import { ApiError, ProfileResponse, ProfileUpdate } from '@cashier/contracts';
import type { App } from '../../lib/app-type.ts';
import { ok } from '../../lib/ok.ts';
import { sessionOf } from '../../plugins/auth.ts';
import type { ProfileService } from './profile.ts';

export function profileRoutes(app: App, profile: ProfileService): void {
  app.put(
    '/v1/auth/profile',
    {
      config: { access: 'signed-in' },
      schema: {
        tags: ['auth'],
        summary:
          'Change your own name, email, language, PIN or password; a new password or email needs currentPassword, and a new password ends your other sessions',
        body: ProfileUpdate,
        response: {
          200: ProfileResponse,
          400: ApiError,
          401: ApiError,
          409: ApiError,
          422: ApiError,
          429: ApiError,
        },
      },
    },
    async (request) => ({
      user: await profile.update(sessionOf(request), request.ip ?? null, request.body),
      resp: ok('Profile updated'),
    }),
  );
}
