import { LoginBody, LoginResponse, MeResponse, TokenBody, TokenResponse } from '../auth.ts';
import { RespResponse } from '../common.ts';
import { ApprovalResponse, ApproveBody, PinLoginBody, PinStaffResponse } from '../users.ts';
import type { RouteDef } from './define.ts';

const tags = ['auth'];

/** The auth module's routes. */
export const AuthRoutes = {
  'POST /v1/auth/login': {
    tags,
    summary: 'Sign in with email and password',
    body: LoginBody,
    response: LoginResponse,
    errors: [401, 403],
  },
  'POST /v1/auth/decrypToken': {
    tags,
    summary: 'Exchange a session token for a fresh one; the given token is revoked',
    body: TokenBody,
    response: TokenResponse,
    errors: [401],
  },
  'POST /v1/auth/logout': { tags, summary: 'Sign out: the session is revoked', response: RespResponse },
  'GET /v1/auth/me': { tags, summary: 'The signed-in user', response: MeResponse },
  'POST /v1/auth/pin': {
    tags,
    summary:
      'Quick POS sign-in with a staff PIN (5 misses lock that user’s PIN for 15 minutes); the session of the cookie it replaces is closed',
    body: PinLoginBody,
    response: LoginResponse,
    errors: [401, 403],
  },
  'GET /v1/auth/pin-staff': {
    tags,
    summary: 'The active staff who can take orders and have a PIN: id and name only, by name',
    response: PinStaffResponse,
  },
  'POST /v1/auth/approve': {
    tags,
    summary:
      'Manager approval: a holder of the permission types their PIN; answers a one-time token, valid 2 minutes, for this requester, action and order',
    body: ApproveBody,
    response: ApprovalResponse,
    errors: [429],
  },
} as const satisfies Record<string, RouteDef>;
