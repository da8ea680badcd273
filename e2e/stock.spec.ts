import { expect, test, type APIRequestContext } from '@playwright/test';
import { signInByUi } from './identity-helpers';
import { customerWithCart, CUSTOMER_WITH_CART_PASSWORD } from './order-helpers';
import { skipScreenAd } from './screen-ad-helpers';

// Issue 32: the store sells what the branch that will serve the customer has. A product no other
// journey uses, so setting its stock does not reach them.
const PRODUCT = 'Advil Max 400 mg 10 cápsulas';
const ADMIN = { phone: '3300000001', password: 'Admin#2026' } as const;

test.beforeEach(async ({ context }) => {
  await skipScreenAd(context);
});

async function stockAdmin(request: APIRequestContext) {
  const { token } = (await (await request.post('/api/login', { data: { PHONE: ADMIN.phone, PASSWORD: ADMIN.password } })).json()) as {
    token: string;
  };
  const { products } = (await (await request.get(`/api/catalogue/products?q=${encodeURIComponent(PRODUCT)}`)).json()) as {
    products: { SKU: string; NAME: string }[];
  };
  const sku = products.find((p) => p.NAME === PRODUCT)!.SKU;
  const { branchesInfo } = (await (await request.get('/api/company/branchesInfo')).json()) as {
    branchesInfo: { BRANCH: string; NAME: string; POSTAL_CODES: string[] }[];
  };
  // customerWithCart's address, C.P. 44160.
  const branch = branchesInfo.find((b) => b.POSTAL_CODES.includes('44160'))!;
  const unitsNow = async () =>
    ((await (await request.get(`/api/catalogue/stock?BRANCH=${branch.BRANCH}&SKUS=${sku}`)).json()) as { UNITS: Record<string, number> })
      .UNITS[sku]!;
  const setUnits = async (units: number) => {
    const res = await request.post('/api/admin/catalogue/stock/adjust', {
      data: { token, BRANCH: branch.BRANCH, SKU: sku, KIND: 'SET', UNITS: units, REASON: 'Conteo de prueba' },
    });
    expect(res.ok(), await res.text()).toBe(true);
  };
  return { sku, branch, unitsNow, setUnits };
}

test('a line the branch cannot fill is flagged and fixed in the cart; sold out, the product says so instead of adding', async ({
  page,
  request,
}) => {
  const stock = await stockAdmin(request);
  const before = await stock.unitsNow();
  const customer = await customerWithCart(request, 'Cliente Existencias');
  await customer.post('/orders/shoppingCartAddProduct', { token: customer.token, SKU: stock.sku });
  await customer.post('/orders/shoppingCartUpdateProductUnits', { token: customer.token, SKU: stock.sku, UNITS: 2 });
  try {
    await stock.setUnits(1);
    await signInByUi(page, customer.phone, CUSTOMER_WITH_CART_PASSWORD);
    await page.goto('/purchase');
    await expect(page.getByText(`Solo quedan 1 en ${stock.branch.NAME}`)).toBeVisible();
    await expect(page.getByRole('alert')).toHaveText(
      `Ajusta los productos marcados: la sucursal ${stock.branch.NAME} no los tiene completos.`,
    );
    await expect(page.getByRole('button', { name: 'Continuar' })).toBeDisabled();
    await page.getByRole('button', { name: 'Dejar 1' }).click();
    await expect(page.getByRole('group', { name: `Piezas de ${PRODUCT}` }).getByRole('status')).toHaveText('1');
    await expect(page.getByRole('alert')).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Continuar' })).toBeEnabled();

    await stock.setUnits(0);
    await page.goto('/purchase');
    await expect(page.getByText(`Agotado en ${stock.branch.NAME}`)).toBeVisible();
    await page.getByRole('button', { name: 'Quitar', exact: true }).click();
    await expect(page.getByRole('group', { name: `Piezas de ${PRODUCT}` })).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Continuar' })).toBeEnabled();
    await page.goto(`/product_view/${stock.sku}`);
    await expect(page.getByText(`Agotado en tu sucursal, ${stock.branch.NAME}`)).toBeVisible();
    await expect(page.getByRole('button', { name: 'Agotado en tu sucursal' })).toBeDisabled();
    await page.goto(`/search/${encodeURIComponent(PRODUCT)}`);
    await expect(page.getByRole('button', { name: `${PRODUCT}: agotado en tu sucursal` }).first()).toBeDisabled();
  } finally {
    await stock.setUnits(before);
  }
});
