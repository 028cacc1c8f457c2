import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { buildTemplate, dropTemplate } from './test-database';

declare module 'vitest' {
  export interface ProvidedContext {
    templateDatabase: string;
    templateDump: string;
  }
}

export default async function setup(project: TestProject) {
  const templateName = `fd_template_${process.pid}`;
  const dumpPath = path.resolve(`.tmp/test-template-${process.pid}.tar`);
  await buildTemplate(templateName, dumpPath);
  project.provide('templateDatabase', templateName);
  project.provide('templateDump', dumpPath);
  return () => dropTemplate(templateName, dumpPath);
}
