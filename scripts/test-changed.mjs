// `npm run test:changed`: the quick loop while working. Vitest runs the test files that the
// uncommitted changes reach (its --changed follows imports), ESLint and Prettier check only the
// changed files. The whole `npm test` still decides whether a change may land.
import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { npmCommand } from './process-utils.mjs';

const git = (...args) => execFileSync('git', args, { encoding: 'utf8' }).split('\n').filter(Boolean);
const changed = [...new Set([...git('diff', '--name-only', 'HEAD'), ...git('ls-files', '--others', '--exclude-standard')])].filter((file) =>
  existsSync(file),
);

const npx = (args) => spawnSync(npmCommand, ['exec', '--', ...args], { stdio: 'inherit' }).status ?? 1;

const linted = changed.filter((file) => /\.(c|m)?(t|j)sx?$/.test(file));
const lint = linted.length > 0 ? npx(['eslint', '--max-warnings', '0', ...linted]) : 0;
const format = changed.length > 0 ? npx(['prettier', '--check', '--ignore-unknown', '--log-level', 'warn', ...changed]) : 0;
const tests = npx(['vitest', 'run', '--changed', 'HEAD', '--passWithNoTests']);
process.exit(lint || format || tests ? 1 : 0);
