import { expect, test, type Page } from '@playwright/test';
import { registerByApi, randomPhone, signInByUi } from './identity-helpers';
import { skipScreenAd } from './screen-ad-helpers';

// Issue 32: no page grows wider than the screen, whatever a person types into a free-text field.
// Words with no space to break at, each as long as its field allows.
const ADMIN = { phone: '3300000001', password: 'Admin#2026' } as const;
const PASSWORD = 'Texto-Largo-1';
const word = (letter: string, length: number) => letter.repeat(length);
const LONG = {
  NAME: `Ana ${word('n', 110)}`,
  CALLE: word('c', 120),
  COLONIA: word('o', 80),
  REFERENCIAS: word('r', 300),
  NOTES: word('x', 500),
};

test.beforeEach(async ({ context }) => {
  await skipScreenAd(context);
});

/** Nothing on the page reaches past the right edge of the screen. */
async function expectNoWiderThanScreen(page: Page, where: string): Promise<void> {
  const sizes = await page.evaluate(() => ({
    page: document.documentElement.scrollWidth,
    main: document.querySelector('main')?.scrollWidth ?? 0,
    screen: window.innerWidth,
  }));
  expect(sizes.page, `${where}: the page`).toBeLessThanOrEqual(sizes.screen);
  expect(sizes.main, `${where}: main`).toBeLessThanOrEqual(sizes.screen);
}

test(
  'a 500-character note and the longest address and name keep every page within the screen',
  { tag: '@phone' },
  async ({ page, browser, request }) => {
    test.setTimeout(90_000);
    const phone = randomPhone();
    await registerByApi(request, phone, PASSWORD, LONG.NAME);
    const post = async <T>(path: string, data: object): Promise<T> => (await (await request.post(`/api${path}`, { data })).json()) as T;
    const { token } = await post<{ token: string }>('/login', { PHONE: phone, PASSWORD });
    await post('/customer/addresses/save', {
      token,
      ALIAS: 'Casa',
      CALLE: LONG.CALLE,
      NUMERO_EXTERIOR: '10',
      COLONIA: LONG.COLONIA,
      CODIGO_POSTAL: '44160',
      MUNICIPIO: 'Guadalajara',
      ESTADO: 'Jalisco',
      REFERENCIAS: LONG.REFERENCIAS,
    });
    await post('/orders/shoppingCartAddProduct', { token, SKU: 'MED-0016' });

    await signInByUi(page, phone, PASSWORD);
    await page.goto('/purchase');
    await page.getByRole('button', { name: 'Continuar' }).click();
    await expectNoWiderThanScreen(page, 'address step');
    await page.getByRole('button', { name: 'Continuar' }).click();
    await page.getByLabel('Notas para la sucursal (opcional)').fill(LONG.NOTES);
    await page.getByRole('button', { name: 'Continuar' }).click();
    await page.getByRole('button', { name: 'Continuar' }).click();
    const confirm = page.getByRole('button', { name: /^Confirmar pedido por/ });
    await expect(confirm).toBeVisible();
    await expectNoWiderThanScreen(page, 'confirm step');
    await confirm.click();
    await expect(page).toHaveURL(/\/order_view\/\d+$/);
    const folio = /\/order_view\/(\d+)$/.exec(page.url())![1]!;
    await expect(page.getByText(LONG.NOTES)).toBeVisible();
    await expectNoWiderThanScreen(page, 'order page');
    await page.goto('/account/addresses');
    await expect(page.getByText(LONG.REFERENCIAS, { exact: false })).toBeVisible();
    await expectNoWiderThanScreen(page, 'addresses');
    await page.goto('/account/orders_history');
    await expect(page.getByRole('link', { name: new RegExp(`${folio}`) }).first()).toBeVisible();
    await expectNoWiderThanScreen(page, 'orders history');

    const support = await (await browser.newContext({ viewport: page.viewportSize() })).newPage();
    await skipScreenAd(support);
    await signInByUi(support, ADMIN.phone, ADMIN.password);
    await support.goto('/customer_support');
    await support.getByLabel('Buscar cliente').fill(folio);
    await support.keyboard.press('Enter');
    await expect(support.getByRole('heading', { level: 2, name: LONG.NAME })).toBeVisible();
    await expectNoWiderThanScreen(support, 'customer support');
    await support.context().close();
  },
);
