import { z } from 'zod';
import { User } from './auth.ts';
import { Id, Resp, Text, Timestamp } from './common.ts';
import { LOCKOUT_KINDS } from './constants.ts';
import { PERMISSIONS } from './permissions.ts';
import { says } from './messages/index.ts';

/** A staff PIN for quick POS sign-in and manager approvals: 4 to 6 digits, stored argon2-hashed. */
export const Pin = z.string().regex(/^\d{4,6}$/, says.pinDigits);
const Password = z.string().min(10, says.passwordLength).max(1024);
const Email = z.string().trim().toLowerCase().email(says.emailAddress).max(254);

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

/**
 * Absent password, PIN or active flag leave them unchanged; `pin: null` clears the PIN. Changing
 * your own e-mail or password needs `currentPassword`, as on the profile screen.
 */
export const UserUpdate = z.object({
  ...UserFields,
  currentPassword: z.string().max(1024).optional(),
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
    message: says.userIdOrEmail,
    path: ['userId'],
  });
export type PinLoginBody = z.input<typeof PinLoginBody>;

/** Who can unlock a shared till with their PIN: nothing more than the lock screen shows. */
export const PinStaff = z.object({ id: z.number().int(), name: z.string() });
export type PinStaff = z.infer<typeof PinStaff>;
export const PinStaffResponse = z.object({ staff: z.array(PinStaff) });
export type PinStaffResponse = z.infer<typeof PinStaffResponse>;

/** The actions a manager's PIN can approve for someone whose role does not allow them. */
export const APPROVABLE = ['orders.discount', 'orders.void', 'orders.refund', 'shifts.manage'] as const;
export type Approvable = (typeof APPROVABLE)[number];

/**
 * A manager approves one action by typing their PIN on the requester's screen. The approval is
 * bound to the requester, the action and the order (`orderId`; null for an order not yet created),
 * and spent by nothing else.
 */
export const ApproveBody = z.object({
  pin: Pin,
  permission: z.enum(APPROVABLE, { error: says.approvable }),
  orderId: Id.nullish().transform((v) => v ?? null),
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
  /** The order it may be spent on; null for an order being created. */
  orderId: z.number().int().nullable(),
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

/** A sign-in that is refused until `lockedUntil` after too many failures (see LOCKOUT_KINDS). */
export const Lockout = z.object({
  key: z.string(),
  kind: z.enum(LOCKOUT_KINDS),
  /** The account a password lockout is for (it may not exist: someone guessed an address). */
  email: z.string().nullable(),
  /** The user it locks, when known. */
  userId: z.number().int().nullable(),
  userName: z.string().nullable(),
  /** The address the failures came from, for the kinds that count per address. */
  ip: z.string().nullable(),
  failures: z.number().int(),
  lockedUntil: Timestamp,
});
export type Lockout = z.infer<typeof Lockout>;
export const LockoutsResponse = z.object({ lockouts: z.array(Lockout) });
export type LockoutsResponse = z.infer<typeof LockoutsResponse>;
export const LockoutClear = z.object({ key: z.string().min(1).max(600) });
export type LockoutClear = z.input<typeof LockoutClear>;
