import { waitSeconds } from '../../lib/errors';

/** "45 segundos", "1 minuto", "3 minutos": how long a throttled person must wait, rounded up. */
export function describeWait(ms: number): string {
  const seconds = waitSeconds(ms);
  if (seconds < 60) return `${seconds} ${seconds === 1 ? 'segundo' : 'segundos'}`;
  const minutes = Math.ceil(seconds / 60);
  return `${minutes} ${minutes === 1 ? 'minuto' : 'minutos'}`;
}
