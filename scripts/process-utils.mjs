// Shared by start.mjs and dev.mjs.
export const npmCommand = process.platform === 'win32' ? 'npm.cmd' : 'npm';

/**
 * Children run in their own process group (detached), so the terminal does not signal them
 * directly; this relays each stop signal to them once. A second Ctrl+C is relayed too, which
 * the server treats as "stop now".
 */
export function forwardSignals(children) {
  for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) {
    process.on(signal, () => {
      for (const child of children) {
        if (child.exitCode === null && child.signalCode === null) child.kill(signal);
      }
    });
  }
}
