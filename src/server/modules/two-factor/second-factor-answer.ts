import type { FastifyReply, FastifyRequest } from 'fastify';
import { TWO_FACTOR_SIGN_IN_EXPIRED } from '../../../contract/two-factor';
import {
  clearSecretCookie,
  secretCookieOf,
  sessionTokenOf,
  setSecretCookie,
  setSessionCookie,
} from '../../core/cookies';
import type { Database } from '../../db/client';
import { tooManyRequests, unauthorized } from '../../lib/http-errors';
import { emailHashOf, logSecurityEvent } from '../../lib/security-events';
import {
  findUserById,
  recordSignIn,
  type SignInThrottle,
  startLoginSession,
  TOO_MANY_ATTEMPTS,
} from '../auth';
import { completeSecondFactor, pendingSignInOf, rememberDevice, type SecondFactorCheck } from './service';

type Deps = { db: Database; loginThrottle: SignInThrottle };
type Answer = {
  check: (pendingToken: string) => SecondFactorCheck;
  rememberDevice: boolean | undefined;
  /** The field a wrong answer is about, and what it says. */
  wrong: { path: string; message: string };
};

/**
 * The second half of a sign-in that answered 202, whatever the factor (a code, a recovery code, a passkey):
 * the fd_2fa cookie says whose sign-in; wrong answers count in the sign-in throttle like wrong passwords, so no
 * factor is a faster way to guess; a right one starts the session (and remembers the device when asked).
 */
export async function answerSecondFactor(
  { db, loginThrottle }: Deps,
  request: FastifyRequest,
  reply: FastifyReply,
  answer: Answer,
) {
  const token = secretCookieOf(request, 'fd_2fa');
  if (!token) throw unauthorized(TWO_FACTOR_SIGN_IN_EXPIRED);
  const waiting = await pendingSignInOf(db, token);
  if (!waiting) {
    clearSecretCookie(request, reply, 'fd_2fa');
    throw unauthorized(TWO_FACTOR_SIGN_IN_EXPIRED);
  }
  const email = (await findUserById(db, waiting.userId))?.email ?? '';
  if ((await loginThrottle.check(request.ip, email)).blocked) {
    logSecurityEvent(request, 'auth.login.failed', {
      method: 'second_factor',
      reason: 'throttled',
      emailHash: emailHashOf(email),
    });
    throw tooManyRequests(TOO_MANY_ATTEMPTS);
  }
  const result = await completeSecondFactor(db, token, answer.check(token));
  if (!result.ok) {
    await loginThrottle.recordFailure(request.ip, email);
    logSecurityEvent(request, 'auth.login.failed', {
      method: 'second_factor',
      reason: result.reason,
      userId: result.userId,
    });
    if (result.reason === 'expired') {
      clearSecretCookie(request, reply, 'fd_2fa');
      throw unauthorized(TWO_FACTOR_SIGN_IN_EXPIRED);
    }
    return reply.code(400).send({ message: answer.wrong.message, errors: [answer.wrong] });
  }
  await loginThrottle.recordSuccess(request.ip, email);
  clearSecretCookie(request, reply, 'fd_2fa');
  const session = await startLoginSession(db, result, sessionTokenOf(request), request.headers['user-agent']);
  if (!session.user) throw unauthorized();
  const method = `password+${result.method}`;
  logSecurityEvent(request, 'auth.login.succeeded', {
    method,
    userId: result.userId,
    businessId: result.businessId,
  });
  await recordSignIn(db, { ...result, role: session.user.role }, method);
  if (answer.rememberDevice) {
    const device = await rememberDevice(db, result.userId, request.headers['user-agent']);
    setSecretCookie(request, reply, 'fd_device', device.token, device.expires);
  }
  setSessionCookie(request, reply, session.token, session.expire);
  return reply.send(session.user);
}
