// The auth module's public verbs: what other modules import from it (docs/server-code.md).

export { refuseBreachedPassword } from './breached-passwords';
export type { SignInThrottle } from './login-throttle';
export { hashPassword, verifyPassword } from './password';
export {
  findFirstMembership,
  findUserByEmail,
  findUserById,
  listMemberships,
  updatePasswordHash,
} from './repository';
export { TOO_MANY_ATTEMPTS } from './routes';
export { getCurrentUser, startLoginSession } from './service';
export { recordSignIn } from './sign-in-audit';
