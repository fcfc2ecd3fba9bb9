import {
  ApiError,
  LoginBody,
  LoginResponse,
  RespResponse,
  MeResponse,
  TokenBody,
  TokenResponse,
} from '@cashier/contracts';
import type { App } from '../../lib/app-type.ts';
import { ok } from '../../lib/ok.ts';
import { clearTokenCookie, clientOf, sessionOf, setTokenCookie } from '../../plugins/auth.ts';
import type { AuthService } from './service.ts';

const tags = ['auth'];

export function authRoutes(app: App, auth: AuthService, sessionMaxMs: number): void {
  app.post(
    '/v1/auth/login',
    {
      config: { access: 'public' },
      schema: {
        tags,
        summary: 'Sign in with email and password',
        body: LoginBody,
        response: { 200: LoginResponse, 401: ApiError, 403: ApiError, 429: ApiError },
      },
    },
    async (request, reply) => {
      const { token, user } = await auth.login(request.body.email, request.body.password, clientOf(request));
      setTokenCookie(request, reply, token, sessionMaxMs);
      return { token, user: [user], resp: ok('Signed in') };
    },
  );

  app.post(
    '/v1/auth/decrypToken',
    {
      config: { access: 'public' },
      schema: {
        tags,
        summary: 'Exchange a session token for a fresh one; the given token is revoked',
        body: TokenBody,
        response: { 200: TokenResponse, 401: ApiError },
      },
    },
    async (request, reply) => {
      const token = await auth.exchange(request.body.token, clientOf(request));
      setTokenCookie(request, reply, token, sessionMaxMs);
      return { token };
    },
  );

  app.post(
    '/v1/auth/logout',
    {
      config: { access: 'signed-in' },
      schema: { tags, summary: 'Sign out: the session is revoked', response: { 200: RespResponse } },
    },
    async (request, reply) => {
      await auth.logout(sessionOf(request), clientOf(request));
      clearTokenCookie(request, reply);
      return { resp: ok('Signed out') };
    },
  );

  app.get(
    '/v1/auth/me',
    {
      config: { access: 'signed-in' },
      schema: { tags, summary: 'The signed-in user', response: { 200: MeResponse, 401: ApiError } },
    },
    (request) => ({ user: sessionOf(request).user }),
  );
}
