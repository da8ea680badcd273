/**
 * The start-up sequence of docs/product.md#start-up, as plain steps run in order by `runStartup`, so a test can
 * assert the order and the app can show progress. The concrete steps live in startup-sequence.ts.
 */

/** docs/product.md#start-up order. */
export const STARTUP_STEP_NAMES = [
  'showLoading',
  'loadCompanyInfo',
  'loadBanners',
  'showLogoScreen',
  'getPushToken',
  'checkAuth',
  'connectSocket',
  'wait',
  'hideLoading',
] as const;

export type StartupStepName = (typeof STARTUP_STEP_NAMES)[number];

export interface StartupStep {
  name: StartupStepName;
  run: () => unknown;
  /** A failing optional step is ignored (spec: banners); any other failure stops start-up. */
  optional?: boolean;
}

export interface StartupHooks {
  onStepStart?: (name: StartupStepName, index: number, total: number) => void;
  onStepDone?: (name: StartupStepName, index: number, total: number) => void;
  onStepFailed?: (name: StartupStepName, error: unknown) => void;
}

export class StartupError extends Error {
  readonly step: StartupStepName;
  override readonly cause: unknown;

  constructor(step: StartupStepName, cause: unknown) {
    super(`Start-up step "${step}" failed`);
    this.name = 'StartupError';
    this.step = step;
    this.cause = cause;
  }
}

/** Runs each step after the previous one settles; rejects with StartupError on a required failure. */
export async function runStartup(steps: readonly StartupStep[], hooks: StartupHooks = {}): Promise<void> {
  const total = steps.length;
  for (const [index, step] of steps.entries()) {
    hooks.onStepStart?.(step.name, index, total);
    try {
      await step.run();
    } catch (error) {
      hooks.onStepFailed?.(step.name, error);
      if (!step.optional) throw new StartupError(step.name, error);
    }
    hooks.onStepDone?.(step.name, index, total);
  }
}

export function delay(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}
