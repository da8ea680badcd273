import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';

/** One directory per run of the server files, for what they make once and share (helpers/demo-data-dir.ts). */
export default async function setup(project: TestProject) {
  const runDir = await mkdtemp(path.join(os.tmpdir(), 'mostrador-test-run-'));
  project.provide('runDir', runDir);
  return () => rm(runDir, { recursive: true, force: true });
}
