import { DEADLOCK_DETECTED, postgresErrorCode, SERIALIZATION_FAILURE } from '../lib/postgres-errors';
import type { Database } from './client';

const ATTEMPTS = 3;

/**
 * Makes `db.transaction` run its work again, from the start, when PostgreSQL picks it as a deadlock's victim
 * (40P01) or can't serialize it (40001): the aborted transaction wrote nothing, and every write is one
 * transaction whose side effects (emails, notifications) are rows in it, so running it again is safe. Two
 * requests that lock the same rows in opposite orders (an edit and a delete of one appointment) then both
 * finish, one after the other. After the third try the error stands, and the request answers 409 (app.ts).
 */
export function retryDeadlockedTransactions(db: Database): Database {
  const transaction = db.transaction.bind(db);
  db.transaction = async (work, config) => {
    for (let attempt = 1; ; attempt++) {
      try {
        return await transaction(work, config);
      } catch (error) {
        const code = postgresErrorCode(error);
        if ((code !== DEADLOCK_DETECTED && code !== SERIALIZATION_FAILURE) || attempt >= ATTEMPTS)
          throw error;
      }
    }
  };
  return db;
}
