import { expect, test } from '@playwright/test';

test('an unknown path lands on home', async ({ page }) => {
  await page.goto('/esta/ruta/no/existe');
  await expect(page).toHaveURL(/\/home$/);
  await expect(page.getByRole('link', { name: /ir al inicio/ })).toBeVisible();
  // Not a silent jump: the notice names the path (decision 039).
  await expect(page.getByText('No encontramos la página /esta/ruta/no/existe', { exact: false })).toBeVisible();
});

test('not-found has its own page', async ({ page }) => {
  await page.goto('/not-found');
  await expect(page.getByRole('link', { name: /inicio/i }).first()).toBeVisible();
  await expect(page).toHaveURL(/\/not-found$/);
});

for (const path of [
  '/account/account_config',
  '/account',
  '/account/orders_history',
  '/purchase',
  '/order_view/1',
  '/admin/images_management',
  '/home_orders',
  '/themes',
]) {
  test(`a visitor who opens the guarded ${path} is sent home`, async ({ page }) => {
    await page.goto(path);
    await expect(page).toHaveURL(/\/home$/);
  });
}

test('the branch sign-in asks a visitor to sign in with the phone first', async ({ page }) => {
  await page.goto('/auth/login_branch');
  await expect(page.getByRole('heading', { level: 1, name: 'Inicio de sesión de sucursal' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Iniciar sesión' })).toBeVisible();
});
