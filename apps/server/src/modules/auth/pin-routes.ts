import type { App } from '../../lib/app-type.ts';
import { route } from '../../lib/route.ts';
import { ok } from '../../lib/ok.ts';
import { clientOf, cookieSessionOf, sessionOf, setTokenCookie } from '../../plugins/auth.ts';
import type { ApprovalService } from './approvals.ts';
import type { PinService } from './pin.ts';

export function pinRoutes(
  app: App,
  pins: PinService,
  approvals: ApprovalService,
  sessionMaxMs: number,
): void {
  route(app, 'POST /v1/auth/pin', async (request, reply) => {
    const { userId, email, pin } = request.body;
    const client = clientOf(request);
    const { token, user } = await pins.login({ userId, email }, pin, client, cookieSessionOf(request));
    setTokenCookie(request, reply, token, sessionMaxMs);
    return { token, user: [user], resp: ok('Signed in') };
  });
  route(app, 'GET /v1/auth/pin-staff', async () => ({ staff: await pins.staff() }));
  route(app, 'POST /v1/auth/approve', async (request) => ({
    approval: await approvals.approve(sessionOf(request), request.body, clientOf(request)),
    resp: ok('Approved'),
  }));
}
