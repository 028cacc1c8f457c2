import { afterAll, afterEach, expect } from 'vitest';
import { takeContractViolations } from './contract-check';
import { closeTestApps } from './test-app';

// Registered at the top level of every API test file (a setup file), so they run.
afterEach(() => {
  expect(takeContractViolations(), 'answers outside the documented contract').toEqual([]);
});

afterAll(async () => {
  await closeTestApps();
});
