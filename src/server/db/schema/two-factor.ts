import { integer, pgTable, serial, text } from 'drizzle-orm/pg-core';
import { createdAt, instant } from './columns';
import { users } from './users';

/**
 * A person's authenticator app (TOTP, RFC 6238). Unconfirmed until they type a code from it; only a confirmed
 * one asks for codes at sign-in. `lastTimeStep` is the 30-second step of the last code accepted: a code is
 * never accepted twice.
 */
export const userTwoFactor = pgTable('user_two_factor', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  secret: text('secret').notNull(),
  confirmedAt: instant('confirmed_at'),
  lastTimeStep: integer('last_time_step'),
  createdAt: createdAt(),
});

/** Ten single-use codes for a lost phone; only their hashes are kept. */
export const recoveryCodes = pgTable('recovery_codes', {
  id: serial('id').primaryKey(),
  userId: integer('user_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' }),
  codeHash: text('code_hash').notNull().unique(),
  usedAt: instant('used_at'),
  createdAt: createdAt(),
});

/** "Remember this device for 30 days": the cookie holds the token, the table its hash (revocable). */
export const trustedDevices = pgTable('trusted_devices', {
  id: serial('id').primaryKey(),
  userId: integer('user_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' }),
  tokenHash: text('token_hash').notNull().unique(),
  userAgent: text('user_agent'),
  expiresAt: instant('expires_at').notNull(),
  createdAt: createdAt(),
});

/**
 * A sign-in whose password was right and whose second factor is still to come: five minutes and five codes
 * at most. The browser holds the token in a cookie; the table its hash.
 */
export const pendingSignIns = pgTable('pending_sign_ins', {
  tokenHash: text('token_hash').primaryKey(),
  userId: integer('user_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' }),
  businessId: integer('business_id').notNull(),
  attempts: integer('attempts').default(0).notNull(),
  expiresAt: instant('expires_at').notNull(),
});

/**
 * A passkey (WebAuthn credential) a person registered: it signs them in without a password, the device's own
 * check (fingerprint, face, PIN) standing for the second factor. The public key only; the private key never
 * leaves the device.
 */
export const passkeys = pgTable('passkeys', {
  id: serial('id').primaryKey(),
  userId: integer('user_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' }),
  credentialId: text('credential_id').notNull().unique(),
  /** COSE public key, base64url. */
  publicKey: text('public_key').notNull(),
  counter: integer('counter').default(0).notNull(),
  transports: text('transports').array(),
  name: text('name').notNull(),
  createdAt: createdAt(),
  lastUsedAt: instant('last_used_at'),
});

/**
 * A WebAuthn ceremony under way (two minutes): the challenge the browser must sign. Registration belongs to
 * the signed-in person; a passkey sign-in to whoever holds the cookie's token, whose hash is the key.
 */
export const webauthnChallenges = pgTable('webauthn_challenges', {
  tokenHash: text('token_hash').primaryKey(),
  userId: integer('user_id').references(() => users.id, { onDelete: 'cascade' }),
  purpose: text('purpose', { enum: ['register', 'sign_in'] }).notNull(),
  challenge: text('challenge').notNull(),
  expiresAt: instant('expires_at').notNull(),
});
