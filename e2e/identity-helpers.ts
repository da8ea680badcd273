import { createHash } from 'node:crypto';
import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { leadingZeroBits, proofOfWorkInput } from '@mostrador/shared/validation/proof-of-work';

/** The demo data's customer (apps/server demo seed). */
export const DEMO_CUSTOMER = { phone: '3311112222', password: 'Cliente#2026' } as const;

/** A phone no other run or project has used (the demo data dir is fresh per run anyway). */
export const randomPhone = (): string => `33${String(Math.floor(Math.random() * 1e8)).padStart(8, '0')}`;

/** The newest SMS code the demo outbox holds for the phone (docs/product.md#demo-mode). */
export async function lastSmsCode(request: APIRequestContext, phone: string): Promise<string> {
  for (let i = 0; i < 20; i++) {
    const res = await request.get(`/api/dev/sms-outbox?PHONE=${phone}`);
    const code = ((await res.json()) as { messages: { CODE: string }[] }).messages[0]?.CODE;
    if (code) return code;
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`no SMS for ${phone}`);
}

function solve(challenge: string, difficulty: number): string {
  for (let n = 0; ; n++)
    if (leadingZeroBits(createHash('sha256').update(proofOfWorkInput(challenge, n)).digest()) >= difficulty) return String(n);
}

/** An account made through the API, for journeys that start signed out with an existing account. */
export async function registerByApi(request: APIRequestContext, phone: string, password: string, name: string): Promise<void> {
  const post = async (path: string, data: object) => {
    const res = await request.post(`/api${path}`, { data });
    if (!res.ok()) throw new Error(`${path}: ${await res.text()}`);
    return res.json() as Promise<Record<string, unknown>>;
  };
  const { CHALLENGE, DIFFICULTY } = (await post('/auth/sms/challenge', {})) as { CHALLENGE: string; DIFFICULTY: number };
  await post('/auth/sms/send', { PHONE: phone, PURPOSE: 'register', CAPTCHA: { CHALLENGE, NONCE: solve(CHALLENGE, DIFFICULTY) } });
  const { FIREBASE_UID } = (await post('/auth/sms/verify', {
    PHONE: phone,
    PURPOSE: 'register',
    CODE: await lastSmsCode(request, phone),
  })) as { FIREBASE_UID: string };
  await post('/login/new', { NAME: name, PHONE: phone, PASSWORD: password, FIREBASE_UID });
}

export async function signInByUi(page: Page, phone: string, password: string): Promise<void> {
  await page.goto('/auth/login');
  await page.getByLabel('Número celular').fill(phone);
  await page.getByLabel('Contraseña', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Entrar' }).click();
  await page.waitForURL((url) => url.pathname === '/');
}

/** The header's account menu (its button is named after the person). */
export async function openUserMenu(page: Page, name: string): Promise<void> {
  await page.getByRole('button', { name: `Mi cuenta (${name})` }).click();
}

/** Branch staff of the Centro branch on the monitor, with the branch channel connected. */
export async function openMonitor(page: Page) {
  await signInByUi(page, '3300000002', 'Sucursal#2026');
  await page.goto('/auth/login_branch');
  await page.getByRole('button', { name: /centro@demo\.mostrador\.mx/ }).click();
  await expect(page).toHaveURL(/\/home_orders$/);
  await expect(page.getByText(/Sin conexión en vivo con la sucursal/)).toHaveCount(0, { timeout: 10_000 });
}
