import { solveChallenge } from '../apps/server/src/modules/auth/antibot';

export const BENCH_PASSWORD = 'Banco-De-Pruebas-2026';

export async function post<T>(origin: string, path: string, body: unknown, headers: Record<string, string> = {}): Promise<T> {
  const res = await fetch(origin + path, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify(body),
  });
  const json = (await res.json()) as T & { ok: boolean; errors?: string };
  if (!json.ok) throw new Error(`${path}: ${json.errors ?? res.status}`);
  return json;
}

/**
 * Accounts registered the way the web app does it (proof of work, SMS from the demo outbox,
 * code, /login/new), or signed in when a kept database (DATABASE_URL) already has them. Phones
 * are `prefix` + a two-digit number, so each benchmark keeps its own customers.
 */
export async function benchAccounts(origin: string, prefix: string, count: number): Promise<{ phone: string; token: string }[]> {
  const accounts: { phone: string; token: string }[] = [];
  for (let i = 1; i <= count; i++) {
    const PHONE = `${prefix}${String(i).padStart(2, '0')}`;
    const existing = await fetch(`${origin}/api/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ PHONE, PASSWORD: BENCH_PASSWORD }),
    });
    if (existing.ok) {
      accounts.push({ phone: PHONE, token: ((await existing.json()) as { token: string }).token });
      continue;
    }
    const { CHALLENGE, DIFFICULTY } = await post<{ CHALLENGE: string; DIFFICULTY: number }>(origin, '/api/auth/sms/challenge', {});
    await post(origin, '/api/auth/sms/send', {
      PHONE,
      PURPOSE: 'register',
      CAPTCHA: { CHALLENGE, NONCE: solveChallenge(CHALLENGE, DIFFICULTY) },
    });
    const outbox = (await (await fetch(`${origin}/api/dev/sms-outbox?PHONE=${PHONE}`)).json()) as { messages: { CODE: string }[] };
    const { FIREBASE_UID } = await post<{ FIREBASE_UID: string }>(origin, '/api/auth/sms/verify', {
      PHONE,
      PURPOSE: 'register',
      CODE: outbox.messages[0]?.CODE,
    });
    const { token } = await post<{ token: string }>(origin, '/api/login/new', {
      NAME: `Cuenta de prueba ${i}`,
      PHONE,
      PASSWORD: BENCH_PASSWORD,
      FIREBASE_UID,
    });
    accounts.push({ phone: PHONE, token });
  }
  return accounts;
}

export function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? NaN;
}
