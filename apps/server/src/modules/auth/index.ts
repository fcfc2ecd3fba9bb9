// The module's public face: what the rest of the server may use of it (lint refuses any other file).
export { ApprovalService, consumeApproval, type ApprovalUse } from './approvals.ts';
export { confirmCurrentPassword } from './confirm.ts';
export { PinService } from './pin.ts';
export { pinRoutes } from './pin-routes.ts';
export { authRoutes } from './routes.ts';
export { AuthService, type Client, type SessionUser } from './service.ts';
export { revokeUserSessions } from './sessions.ts';
export { pruneApprovals, pruneLoginThrottle, pruneSessions } from './prune-repository.ts';
export {
  clearLockout,
  currentLockouts,
  findLockout,
  FREE_ATTEMPTS,
  loginDelay,
  MAX_LOGIN_FAILURES,
  MAX_PIN_FAILURES,
} from './throttle.ts';
export { hashPassword, newToken, tokenHash } from './tokens.ts';
