import fs from 'node:fs';
import path from 'node:path';
import type { Reporter, TestCase, TestModule } from 'vitest/node';

/**
 * Each test's time next to its own timeout (its `it(..., ms)` or the project's testTimeout), and each file's
 * time, into the file named by TIMINGS_FILE, for scripts/test-times.mjs. `npm test` passes it to every Vitest
 * tier; the JSON reporter knows durations but not timeouts.
 */
export default class TimingsReporter implements Reporter {
  private readonly tests: { file: string; title: string; ms: number; timeoutMs: number }[] = [];
  private readonly files: { file: string; ms: number }[] = [];

  onTestCaseResult(testCase: TestCase) {
    this.tests.push({
      file: path.relative(process.cwd(), testCase.module.moduleId),
      title: testCase.fullName,
      ms: testCase.diagnostic()?.duration ?? 0,
      timeoutMs: testCase.options.timeout ?? testCase.project.config.testTimeout,
    });
  }

  onTestModuleEnd(testModule: TestModule) {
    this.files.push({
      file: path.relative(process.cwd(), testModule.moduleId),
      ms: testModule.diagnostic().duration,
    });
  }

  onTestRunEnd() {
    const out = process.env.TIMINGS_FILE;
    if (!out) return;
    fs.mkdirSync(path.dirname(out), { recursive: true });
    fs.writeFileSync(out, JSON.stringify({ files: this.files, tests: this.tests }));
  }
}
