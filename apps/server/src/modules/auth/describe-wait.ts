import { waitSeconds } from '../../lib/errors';

/** "45 segundos", "1 minuto", "3 minutos", "5 horas": how long a throttled person must wait, rounded up. */
export function describeWait(ms: number): string {
  const seconds = waitSeconds(ms);
  if (seconds < 60) return `${seconds} ${seconds === 1 ? 'segundo' : 'segundos'}`;
  const minutes = Math.ceil(seconds / 60);
  // The daily SMS limits wait up to a day: hours read better than "1,380 minutos".
  if (minutes > 60) return `${Math.ceil(minutes / 60)} horas`;
  return `${minutes} ${minutes === 1 ? 'minuto' : 'minutos'}`;
}
