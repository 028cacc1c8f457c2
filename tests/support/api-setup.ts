import { afterAll, afterEach, expect } from 'vitest';
import { hashCheaplyInTests } from '../../src/server/modules/auth/password';
import { takeContractViolations } from './contract-check';
import { closeTestApps } from './test-app';

// Passwords hash at a test cost (password.ts): a sign-in is the same calls, not 220 ms of scrypt each.
hashCheaplyInTests();

// Registered at the top level of every API test file (a setup file), so they run.
afterEach(() => {
  expect(takeContractViolations(), 'answers outside the documented contract').toEqual([]);
});

afterAll(async () => {
  await closeTestApps();
});
