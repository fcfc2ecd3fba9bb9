import { z } from 'zod';
import { User } from './auth.ts';
import { Id, Resp, Text, Timestamp } from './common.ts';
import { PERMISSIONS } from './permissions.ts';

/** A staff PIN for quick POS sign-in and manager approvals: 4 to 6 digits, stored argon2-hashed. */
export const Pin = z.string().regex(/^\d{4,6}$/, 'must be 4 to 6 digits');
const Password = z.string().min(10, 'must be at least 10 characters').max(1024);
const Email = z.string().trim().toLowerCase().email('must be an email address').max(254);

/** A user as the back office sees it: never a password or PIN hash, only whether a PIN is set. */
export const StaffUser = User.extend({ hasPin: z.boolean() });
export type StaffUser = z.infer<typeof StaffUser>;

const UserFields = {
  name: Text(100),
  email: Email,
  roleId: Id,
  locale: z.enum(['en', 'ar']),
};

export const UserCreate = z.object({
  ...UserFields,
  password: Password,
  active: z.boolean().default(true),
  pin: Pin.nullish().transform((v) => v ?? null),
});
export type UserCreate = z.input<typeof UserCreate>;

/** Absent password, PIN or active flag leave them unchanged; `pin: null` clears the PIN. */
export const UserUpdate = z.object({
  ...UserFields,
  password: Password.optional(),
  active: z.boolean().optional(),
  pin: Pin.nullable().optional(),
});
export type UserUpdate = z.input<typeof UserUpdate>;

export const UsersResponse = z.object({ users: z.array(StaffUser), resp: Resp });
export type UsersResponse = z.infer<typeof UsersResponse>;
export const UserResponse = z.object({ user: StaffUser, resp: Resp });
export type UserResponse = z.infer<typeof UserResponse>;

/** POS quick sign-in: the user (by id or email) and their PIN. */
export const PinLoginBody = z
  .object({
    userId: Id.optional(),
    email: Email.optional(),
    pin: Pin,
  })
  .refine((b) => (b.userId === undefined) !== (b.email === undefined), {
    message: 'give either userId or email',
    path: ['userId'],
  });
export type PinLoginBody = z.input<typeof PinLoginBody>;

/** A manager approves one action by typing their PIN on the requester's screen. */
export const ApproveBody = z.object({
  pin: Pin,
  permission: z.enum(PERMISSIONS, { error: 'is not a known permission' }),
  reason: Text(300),
});
export type ApproveBody = z.input<typeof ApproveBody>;

export const Approval = z.object({
  id: z.number().int(),
  /** One-time, valid until expiresAt; send it as `approvalToken` with the approved action. */
  token: z.string(),
  approverId: z.number().int(),
  approverName: z.string(),
  permission: z.enum(PERMISSIONS),
  expiresAt: Timestamp,
});
export type Approval = z.infer<typeof Approval>;
export const ApprovalResponse = z.object({ approval: Approval, resp: Resp });
export type ApprovalResponse = z.infer<typeof ApprovalResponse>;

/**
 * A signed-in user changes their own account. A new password or e-mail needs the current
 * password; `pin: null` clears the PIN, an absent one leaves it. A new password ends every other
 * session of theirs.
 */
export const ProfileUpdate = z.object({
  name: Text(100),
  email: Email,
  locale: z.enum(['en', 'ar']),
  currentPassword: z.string().max(1024).optional(),
  newPassword: Password.optional(),
  pin: Pin.nullable().optional(),
});
export type ProfileUpdate = z.input<typeof ProfileUpdate>;
export const ProfileResponse = z.object({ user: StaffUser, resp: Resp });
export type ProfileResponse = z.infer<typeof ProfileResponse>;
