import { expect, test } from '@playwright/test';
import { lastSmsCode, openUserMenu, randomPhone, registerByApi, signInByUi } from './identity-helpers';
import { skipScreenAd } from './screen-ad-helpers';

// These journeys land on home several times; the screen ad (its own spec) is marked as seen so
// it does not cover the header's account menu.
test.beforeEach(async ({ page }) => {
  await skipScreenAd(page);
});

test('register with the SMS code, sign out, sign in again', { tag: '@phone' }, async ({ page, request }) => {
  const phone = randomPhone();
  await page.goto('/auth/register');
  await page.getByLabel('Nombre completo').fill('Rosa Martínez Soto');
  await page.getByLabel('Número celular').fill(phone);
  // A short password fails a rule as it is typed.
  await page.getByLabel('Contraseña', { exact: true }).fill('corta');
  await expect(page.getByRole('listitem').filter({ hasText: 'Al menos 8 caracteres' })).toHaveAttribute('data-met', 'false');
  await page.getByLabel('Contraseña', { exact: true }).fill('Girasol-Azul-77');
  await expect(page.getByRole('listitem').filter({ hasText: 'Al menos 8 caracteres' })).toHaveAttribute('data-met', 'true');
  await page.getByLabel('Confirma la contraseña').fill('Girasol-Azul-77');
  await page.getByRole('button', { name: 'Crear cuenta' }).click();

  const modal = page.getByRole('dialog', { name: 'Ingresa el código de confirmación' });
  await expect(modal).toBeVisible();
  await expect(modal.getByText(`+52 ${phone}`)).toBeVisible();
  await modal.getByPlaceholder('Código enviado por SMS').fill(await lastSmsCode(request, phone));
  await modal.getByRole('button', { name: 'Confirmar' }).click();
  await expect(page.getByText('Tu cuenta quedó creada. ¡Bienvenido, Rosa!')).toBeVisible();
  await expect(page).toHaveURL(/\/$/);

  await openUserMenu(page, 'Rosa Martínez Soto');
  await page.getByRole('menuitem', { name: 'Cerrar sesión' }).click();
  await expect(page.getByText('Has terminado tu sesion satisfactoriamente')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Iniciar sesión' })).toBeVisible();

  // A wrong password is refused in Spanish; the right one signs in.
  await page.goto('/auth/login');
  await page.getByLabel('Número celular').fill(phone);
  await page.getByLabel('Contraseña', { exact: true }).fill('No-es-esta-99');
  await page.getByRole('button', { name: 'Entrar' }).click();
  await expect(page.getByText('Número celular o contraseña incorrectos')).toBeVisible();
  await signInByUi(page, phone, 'Girasol-Azul-77');
  await expect(page.getByText('Hola, Rosa')).toBeVisible();
  // The session survives a reload (renewed at start-up).
  await page.reload();
  await expect(page.getByRole('button', { name: 'Mi cuenta (Rosa Martínez Soto)' })).toBeVisible();
});

test('recover the password with an SMS code and sign in with the new one', async ({ page, request }) => {
  const phone = randomPhone();
  await registerByApi(request, phone, 'Primera-Clave-11', 'Luis Pérez');
  const registeredAt = Date.now();
  await page.goto('/auth/login');
  await page.getByRole('link', { name: 'Olvidé mi contraseña' }).click();
  // The login page has a "Número celular" field too: fill only once the recovery page is there.
  await expect(page.getByRole('heading', { level: 1, name: 'Recuperar contraseña' })).toBeVisible();
  await page.getByLabel('Número celular').fill(phone);
  await page.getByLabel('Nueva contraseña').fill('Segunda-Clave-22');
  await page.getByLabel('Confirma la contraseña').fill('Segunda-Clave-22');
  await page.getByRole('button', { name: 'Enviar código' }).click();
  // The registration code went out moments ago: one code per phone per SMS_RESEND_INTERVAL_S
  // (10 s for the journeys, playwright.config.ts), said in Spanish.
  await expect(page.getByText(/^Espera \d+ segundos? para pedir otro código\.$/)).toBeVisible();
  await page.waitForTimeout(Math.max(0, registeredAt + 10_500 - Date.now()));
  await page.getByRole('button', { name: 'Enviar código' }).click();
  const modal = page.getByRole('dialog', { name: 'Ingresa el código de confirmación' });
  // The modal opens once the new code was sent; only then is the outbox's newest code this one
  // (before, it still holds the registration code).
  await expect(modal).toBeVisible();
  await modal.getByPlaceholder('Código enviado por SMS').fill(await lastSmsCode(request, phone));
  await modal.getByRole('button', { name: 'Confirmar' }).click();
  // Hashing the new password yields to everything else on a busy machine: allow it time.
  await expect(page.getByText('Listo, ya puedes usar tu nueva contraseña.')).toBeVisible({ timeout: 15_000 });
  // Recovery keeps the account's name.
  await expect(page.getByRole('button', { name: 'Mi cuenta (Luis Pérez)' })).toBeVisible();
  await openUserMenu(page, 'Luis Pérez');
  await page.getByRole('menuitem', { name: 'Cerrar sesión' }).click();
  await signInByUi(page, phone, 'Segunda-Clave-22');
  await expect(page.getByText('Hola, Luis')).toBeVisible();
});

test('edit account data, add and delete an address', async ({ page, request }) => {
  const phone = randomPhone();
  await registerByApi(request, phone, 'Primera-Clave-11', 'Carmen Ruiz');
  await signInByUi(page, phone, 'Primera-Clave-11');

  await page.goto('/account/account_config');
  await page.getByLabel('Nombre completo').fill('Carmen Ruiz Téllez');
  await page.getByLabel('Correo electrónico (opcional)').fill('carmen@example.com');
  await page.getByLabel('Fecha de nacimiento (opcional)').fill('14021988');
  await expect(page.getByLabel('Fecha de nacimiento (opcional)')).toHaveValue('14/02/1988');
  await page.getByLabel('Sexo').selectOption('F');
  await page.getByRole('button', { name: 'Guardar mis datos' }).click();
  await expect(page.getByText('Guardamos tus datos')).toBeVisible();
  await page.reload();
  await expect(page.getByLabel('Nombre completo')).toHaveValue('Carmen Ruiz Téllez');
  await expect(page.getByLabel('Fecha de nacimiento (opcional)')).toHaveValue('14/02/1988');
  await expect(page.getByLabel('Sexo')).toHaveValue('F');

  await page.goto('/account/addresses');
  await expect(page.getByText('Aún no tienes direcciones')).toBeVisible();
  await page.getByRole('button', { name: 'Agregar dirección' }).click();
  await page.getByLabel('Nombre de la dirección (Casa, Oficina…)').fill('Casa');
  await page.getByLabel('Calle').fill('Av. Chapultepec');
  await page.getByLabel('Número exterior').fill('480');
  await page.getByLabel('Colonia').fill('Americana');
  await page.getByLabel('Código postal').fill('441');
  await page.getByLabel('Municipio o alcaldía').fill('Guadalajara');
  await page.getByRole('button', { name: 'Guardar dirección' }).click();
  // The same rule as the server, in the same words.
  await expect(page.getByText('Código postal no válido; son 5 dígitos')).toBeVisible();
  await page.getByLabel('Código postal').fill('44160');
  await page.getByLabel('Estado').selectOption('Jalisco');
  await page.getByRole('button', { name: 'Guardar dirección' }).click();
  await expect(page.getByText('Dirección guardada')).toBeVisible();
  const card = page.getByRole('listitem', { name: 'Casa' });
  await expect(card.getByText('Predeterminada')).toBeVisible();
  await expect(card.getByText('Col. Americana, C.P. 44160')).toBeVisible();

  await card.getByRole('button', { name: 'Eliminar Casa' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Eliminar' }).click();
  await expect(page.getByText('Dirección eliminada')).toBeVisible();
  await expect(page.getByText('Aún no tienes direcciones')).toBeVisible();
});

test('the SMS code modal does not close when clicking outside; cancelling says so', async ({ page }) => {
  await page.goto('/auth/register');
  await page.getByLabel('Nombre completo').fill('Prueba Modal');
  await page.getByLabel('Número celular').fill(randomPhone());
  await page.getByLabel('Contraseña', { exact: true }).fill('Girasol-Azul-77');
  await page.getByLabel('Confirma la contraseña').fill('Girasol-Azul-77');
  await page.getByRole('button', { name: 'Crear cuenta' }).click();
  const modal = page.getByRole('dialog', { name: 'Ingresa el código de confirmación' });
  await expect(modal).toBeVisible();
  await page.mouse.click(5, 5);
  await page.keyboard.press('Escape');
  await expect(modal).toBeVisible();
  await modal.getByRole('button', { name: 'Confirmar' }).click();
  await expect(modal.getByText('Por favor ingresa el código que recibiste por SMS')).toBeVisible();
  await modal.getByRole('button', { name: 'Cancelar' }).click();
  await expect(modal).toBeHidden();
  await expect(page.getByText('Se ha cancelado la operación')).toBeVisible();
});
