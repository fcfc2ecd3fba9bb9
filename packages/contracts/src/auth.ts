import { z } from 'zod';
import { Resp, Timestamp } from './common.ts';
import { says } from './messages/index.ts';

export const User = z.object({
  id: z.number().int(),
  name: z.string(),
  email: z.string(),
  roleId: z.number().int(),
  role: z.string(),
  permissions: z.array(z.string()),
  locale: z.enum(['en', 'ar']),
  active: z.boolean(),
  createdAt: Timestamp,
});
export type User = z.infer<typeof User>;

export const LoginBody = z.object({
  email: z.string().trim().toLowerCase().email(says.emailAddress).max(254),
  password: z.string().min(1, says.required).max(1024),
});

/** The original API's login answer: a token and a list whose first element is the user. */
export const LoginResponse = z.object({ token: z.string(), user: z.array(User), resp: Resp });
export type LoginResponse = z.infer<typeof LoginResponse>;
export const TokenBody = z.object({ token: z.string().min(1).max(200) });
export const TokenResponse = z.object({ token: z.string() });
export const MeResponse = z.object({ user: User });
export type MeResponse = z.infer<typeof MeResponse>;
