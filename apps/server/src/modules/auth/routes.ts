import type { App } from '../../lib/app-type.ts';
import { route } from '../../lib/route.ts';
import { ok } from '../../lib/ok.ts';
import { clearTokenCookie, clientOf, sessionOf, setTokenCookie } from '../../plugins/auth.ts';
import type { AuthService } from './service.ts';

export function authRoutes(app: App, auth: AuthService, sessionMaxMs: number): void {
  route(app, 'POST /v1/auth/login', async (request, reply) => {
    const { token, user } = await auth.login(request.body.email, request.body.password, clientOf(request));
    setTokenCookie(request, reply, token, sessionMaxMs);
    return { token, user: [user], resp: ok('Signed in') };
  });

  route(app, 'POST /v1/auth/decrypToken', async (request, reply) => {
    const token = await auth.exchange(request.body.token, clientOf(request));
    setTokenCookie(request, reply, token, sessionMaxMs);
    return { token };
  });

  route(app, 'POST /v1/auth/logout', async (request, reply) => {
    await auth.logout(sessionOf(request), clientOf(request));
    clearTokenCookie(request, reply);
    return { resp: ok('Signed out') };
  });

  route(app, 'GET /v1/auth/me', (request) => ({ user: sessionOf(request).user }));
}
