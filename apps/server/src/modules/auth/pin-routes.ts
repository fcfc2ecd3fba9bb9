import {
  ApiError,
  ApprovalResponse,
  ApproveBody,
  LoginResponse,
  PinLoginBody,
  PinStaffResponse,
} from '@cashier/contracts';
import type { App } from '../../lib/app-type.ts';
import { ok } from '../../lib/ok.ts';
import { clientOf, cookieSessionOf, sessionOf, setTokenCookie } from '../../plugins/auth.ts';
import type { ApprovalService } from './approvals.ts';
import type { PinService } from './pin.ts';

const tags = ['auth'];

export function pinRoutes(
  app: App,
  pins: PinService,
  approvals: ApprovalService,
  sessionMaxMs: number,
): void {
  app.post(
    '/v1/auth/pin',
    {
      config: { access: 'public' },
      schema: {
        tags,
        summary:
          'Quick POS sign-in with a staff PIN (5 misses lock that user’s PIN for 15 minutes); the session of the cookie it replaces is closed',
        body: PinLoginBody,
        response: { 200: LoginResponse, 400: ApiError, 401: ApiError, 403: ApiError, 429: ApiError },
      },
    },
    async (request, reply) => {
      const { userId, email, pin } = request.body;
      const client = clientOf(request);
      const { token, user } = await pins.login({ userId, email }, pin, client, cookieSessionOf(request));
      setTokenCookie(request, reply, token, sessionMaxMs);
      return { token, user: [user], resp: ok('Signed in') };
    },
  );
  app.get(
    '/v1/auth/pin-staff',
    {
      // The lock screen of a shared till, signed in as whoever used it last.
      config: { access: 'signed-in' },
      schema: {
        tags,
        summary: 'The active staff who can take orders and have a PIN: id and name only, by name',
        response: { 200: PinStaffResponse, 401: ApiError },
      },
    },
    async () => ({ staff: await pins.staff() }),
  );
  app.post(
    '/v1/auth/approve',
    {
      // Only staff who change orders ask: the kitchen, say, has no action a manager could approve.
      config: { access: 'orders.update' },
      schema: {
        tags,
        summary:
          'Manager approval: a holder of the permission types their PIN; answers a one-time token, valid 2 minutes, for this requester, action and order',
        body: ApproveBody,
        response: { 200: ApprovalResponse, 400: ApiError, 401: ApiError, 403: ApiError, 429: ApiError },
      },
    },
    async (request) => ({
      approval: await approvals.approve(sessionOf(request), request.body, clientOf(request)),
      resp: ok('Approved'),
    }),
  );
}
