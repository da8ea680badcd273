import { expect, test, type Page } from '@playwright/test';
import { signInByUi } from './identity-helpers';
import { skipScreenAd } from './screen-ad-helpers';

const ADMIN = { phone: '3300000001', password: 'Admin#2026' } as const;

test.beforeEach(async ({ context }) => {
  await skipScreenAd(context);
});

const cssVar = (page: Page, name: string) =>
  page.evaluate((n) => getComputedStyle(document.documentElement).getPropertyValue(n).trim(), name);

test('an admin makes a theme, picks its primary colour, saves it, and the storefront shows it after a reload; then deletes it', async ({
  page,
}) => {
  test.setTimeout(90_000);
  const name = `e2e-${Date.now().toString(36)}`;
  await signInByUi(page, ADMIN.phone, ADMIN.password);
  await page.goto('/themes');
  await expect(page.getByRole('heading', { level: 1, name: 'Editor de temas' })).toBeVisible();
  // The company's own theme offers no delete.
  await expect(page.getByRole('button', { name: 'Editar el tema mostrador' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Borrar el tema mostrador' })).toHaveCount(0);

  await page.getByRole('button', { name: 'Tema nuevo' }).click();
  // Issue 32: a name longer than the rule allows stays as typed and says why, with a counter.
  const nameBox = page.getByRole('textbox', { name: /Nombre del tema/ });
  await nameBox.fill('n'.repeat(300));
  await expect(page.getByText('300 de 40 caracteres')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Guardar tema' })).toBeDisabled();
  await nameBox.fill(name);
  await expect(page.getByText(`${name.length} de 40 caracteres`)).toBeVisible();
  const primary = page.getByRole('textbox', { name: 'primary', exact: true });
  // Not a colour: it stays as typed after leaving the field, and the theme cannot be saved.
  await primary.fill('#zzzzzz');
  await primary.press('Tab');
  await expect(primary).toHaveValue('#zzzzzz');
  await expect(page.getByText('El color primary debe ser #hex, rgb() o rgba()')).toBeVisible();
  await expect(page.getByText('Corrige los colores marcados antes de guardar')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Guardar tema' })).toBeDisabled();
  await primary.fill('rgb(300, 0, 0)');
  await expect(page.getByText('El color primary debe ser #hex, rgb() o rgba()')).toBeVisible();
  await primary.fill('#7a1fa2');
  await primary.press('Tab');
  // The preview carries the draft's colour before anything is saved.
  await expect(page.getByTestId('theme-preview')).toHaveCSS('--c-primary', 'rgba(122, 31, 162, 1)');
  await page.getByRole('button', { name: 'Guardar tema' }).click();
  await expect(page.getByText('tema guardado')).toBeVisible();

  const item = page.getByRole('listitem').filter({ has: page.getByText(name, { exact: true }) });
  await expect(item).toBeVisible();
  await item.getByRole('button', { name: 'Usar' }).click();
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Editor de temas' })).toBeVisible();
  await expect.poll(() => cssVar(page, '--c-primary')).toBe('rgba(122, 31, 162, 1)');
  await page.getByRole('button', { name: `Borrar el tema ${name}` }).click();
  const confirm = page.getByRole('alertdialog', { name: 'Confirme' });
  await expect(confirm).toContainText('¿ Estas seguro de borrar ?');
  await confirm.getByRole('button', { name: 'Cancelar' }).click();
  await expect(confirm).toBeHidden();
  await expect(page.getByRole('button', { name: `Borrar el tema ${name}` })).toBeVisible();
  await page.getByRole('button', { name: `Borrar el tema ${name}` }).click();
  await page.getByRole('alertdialog', { name: 'Confirme' }).getByRole('button', { name: 'Confirmar' }).click();
  await expect(page.getByText('tema borrado')).toBeVisible();
  await expect(page.getByRole('button', { name: `Editar el tema ${name}` })).toHaveCount(0);
});

const DESIGN_PAGES = [
  ['/themes', 'Editor de temas'],
  ['/flex', 'Diseño: flex y espaciado'],
  ['/forms', 'Diseño: formularios'],
  ['/dialogs', 'Diseño: diálogos y avisos'],
  ['/samples', 'Diseño: catálogo de componentes'],
  ['/samples_basic_tables', 'Diseño: tabla básica'],
  ['/samples_custom_tables', 'Diseño: tabla a la medida'],
] as const;

// Their accessibility is axe.spec.ts's design sweep (both projects); this is what a person sees.
test('every design page renders its title and rows without console errors', async ({ page }) => {
  test.setTimeout(90_000);
  const errors: string[] = [];
  page.on('console', (message) => message.type() === 'error' && errors.push(message.text()));
  page.on('pageerror', (error) => errors.push(error.message));
  await signInByUi(page, ADMIN.phone, ADMIN.password);
  for (const [path, title] of DESIGN_PAGES) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
    if (path.includes('tables')) {
      // A table on desktop, a list of cards on a phone: the rows are there before axe looks.
      await expect(page.getByRole('table').or(page.getByRole('list', { name: 'Productos del catálogo' }))).toBeVisible();
    }
  }
  expect(errors).toEqual([]);
});

test('the dialogs page: the prompt keeps OK disabled until its check passes; notifications group with a badge', async ({ page }) => {
  await signInByUi(page, ADMIN.phone, ADMIN.password);
  await page.goto('/dialogs');
  await page.getByRole('button', { name: 'Pregunta' }).click();
  const prompt = page.getByRole('dialog', { name: 'Código postal' });
  const ok = prompt.getByRole('button', { name: 'Aceptar' });
  await expect(ok).toBeDisabled();
  await prompt.getByRole('textbox').fill('4410');
  await expect(ok).toBeDisabled();
  await expect(prompt.getByText('El código postal lleva 5 dígitos')).toBeVisible();
  await prompt.getByRole('textbox').fill('44100');
  await ok.click();
  await expect(page.getByText('Resultado: respondió 44100')).toBeVisible();

  await page.getByRole('button', { name: 'Mostrar dos iguales (se agrupan)' }).click();
  const notice = page.getByRole('status').filter({ hasText: 'Aviso positive en bottom' });
  await expect(notice).toHaveCount(1);
  await expect(notice.locator('[data-part="badge"]')).toContainText('2');
  await expect(notice.locator('[data-part="progress"]')).toHaveCSS('animation-duration', '6s');
});

test('the custom table filters, sorts and, on a phone, shows cards', { tag: '@phone' }, async ({ page, isMobile }) => {
  await signInByUi(page, ADMIN.phone, ADMIN.password);
  await page.goto('/samples_custom_tables');
  await page.getByLabel('Filtrar').fill('paracetamol');
  await expect(page.getByText(/^\d+ filas/)).not.toHaveText('0 filas · 0 seleccionadas');
  if (isMobile) {
    await expect(page.getByRole('table')).toHaveCount(0);
    await expect(page.getByRole('list', { name: 'Productos del catálogo' }).getByRole('listitem').first()).toContainText(/paracetamol/i);
  } else {
    const table = page.getByRole('table');
    await table.getByRole('button', { name: /Precio/ }).click();
    await expect(table.getByRole('columnheader', { name: /Precio/ })).toHaveAttribute('aria-sort', 'ascending');
    await page.getByRole('checkbox', { name: 'Seleccionar todas las filas de la página' }).check();
    await expect(page.getByText(/· [1-9]\d* seleccionadas/)).toBeVisible();
  }
});
