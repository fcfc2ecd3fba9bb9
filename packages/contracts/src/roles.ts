import { z } from 'zod';
import { Resp, SafeString, Text, Timestamp } from './common.ts';
import { PERMISSIONS } from './permissions.ts';
import { says } from './messages/index.ts';

export const Role = z.object({
  id: z.number().int(),
  name: z.string(),
  description: z.string(),
  /** The owner role: it cannot be deleted, renamed or lose a permission. */
  system: z.boolean(),
  permissions: z.array(z.enum(PERMISSIONS)),
  userCount: z.number().int(),
  createdAt: Timestamp,
});
export type Role = z.infer<typeof Role>;

export const RoleInput = z.object({
  name: Text(50),
  description: SafeString({ multiline: true }).trim().max(300).default(''),
  permissions: z
    .array(z.enum(PERMISSIONS, { error: says.knownPermission }))
    .max(PERMISSIONS.length * 2)
    .transform((list) => [...new Set(list)].sort()),
});
export type RoleInput = z.input<typeof RoleInput>;

/** Every role, and every permission name so a screen can draw the role × permission matrix. */
export const RolesResponse = z.object({ roles: z.array(Role), permissions: z.array(z.enum(PERMISSIONS)) });
export type RolesResponse = z.infer<typeof RolesResponse>;
export const RoleResponse = z.object({ role: Role, resp: Resp });
export type RoleResponse = z.infer<typeof RoleResponse>;
