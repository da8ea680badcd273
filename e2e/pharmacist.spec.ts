import { expect, test, type APIRequestContext } from '@playwright/test';
import { signInByUi, openMonitor } from './identity-helpers';
import { ANTIBIOTIC_SKU, CUSTOMER_WITH_CART_PASSWORD, PHARMACIST, customerWithCart, uploadPrescription } from './order-helpers';

/** A customer's order of the cart's product and the antibiotic, with its prescription: it waits for the pharmacist. */
async function pendingOrder(request: APIRequestContext, name: string) {
  const customer = await customerWithCart(request, name);
  const { token, post } = customer;
  await post('/orders/shoppingCartAddProduct', { token, SKU: ANTIBIOTIC_SKU });
  const { user_addresses } = await post<{ user_addresses: { ID: number }[] }>('/customer/addresses/list', { token });
  const PRESCRIPTION_ID = await uploadPrescription(request, token);
  const { orderDetails } = await post<{ orderDetails: { ID: number; PHARMACIST_CHECK: string } }>('/orders/shoppingCartFinish', {
    token,
    PHONE: customer.phone,
    ADDRESS_ID: user_addresses[0]!.ID,
    PRESCRIPTION: { DOCTOR_NAME: 'Dra. Elena Ruiz', CEDULA: '12345678', DOCTOR_ADDRESS: 'Av. Hidalgo 100, Guadalajara', PRESCRIPTION_ID },
  });
  expect(orderDetails.PHARMACIST_CHECK).toBe('pending');
  return { id: orderDetails.ID, phone: customer.phone };
}

test('the pharmacist rejects one order’s antibiotic and approves another; customer and monitor follow live', async ({
  browser,
  request,
}) => {
  // Three people in three browsers, two orders through checkout: as long as the other multi-browser journeys.
  test.setTimeout(90_000);
  const rejected = await pendingOrder(request, 'Lucía Ferrer');
  const approved = await pendingOrder(request, 'Tomás Aguirre');

  const monitor = await (await browser.newContext()).newPage();
  await openMonitor(monitor);
  const row = monitor.getByRole('listitem', { name: `Folio ${rejected.id}` });
  await expect(row.getByText('Espera farmacéutico')).toBeVisible();
  await expect(monitor.getByRole('listitem', { name: `Folio ${approved.id}` }).getByText('Espera farmacéutico')).toBeVisible();

  const customer = await (await browser.newContext()).newPage();
  await signInByUi(customer, rejected.phone, CUSTOMER_WITH_CART_PASSWORD);
  await customer.goto(`/order_view/${rejected.id}`);
  await expect(customer.getByText('Tu receta está en revisión')).toBeVisible();

  const pharmacist = await (await browser.newContext()).newPage();
  await signInByUi(pharmacist, PHARMACIST.phone, PHARMACIST.password);
  await pharmacist.goto('/pharmacy_check');
  await pharmacist.getByRole('button', { name: new RegExp(`^Pedido ${rejected.id}\\b`) }).click();
  await expect(pharmacist.getByRole('heading', { name: new RegExp(`^Pedido ${rejected.id} ·`) })).toBeVisible();
  await expect(pharmacist.getByRole('img', { name: `Receta del pedido ${rejected.id}` })).toBeVisible();
  await pharmacist.getByRole('button', { name: 'Rechazar', exact: true }).click();
  const dialog = pharmacist.getByRole('dialog', { name: `Rechazar la receta del pedido ${rejected.id}` });
  await dialog.getByLabel('Motivo (lo lee el cliente)').fill('La receta no trae la firma del médico');
  await expect(dialog.getByRole('radio', { name: /Quitar los productos con receta \(1\)/ })).toBeChecked();
  await dialog.getByRole('button', { name: 'Rechazar receta' }).click();
  await expect(dialog).toHaveCount(0);

  // Live, without a reload: the customer reads why, the monitor stops waiting.
  await expect(customer.getByText('El farmacéutico rechazó tu receta')).toBeVisible();
  await expect(customer.getByText('Motivo: La receta no trae la firma del médico')).toBeVisible();
  await expect(row.getByText('Espera farmacéutico')).toHaveCount(0);

  await pharmacist.getByRole('button', { name: new RegExp(`^Pedido ${approved.id}\\b`) }).click();
  await pharmacist.getByRole('button', { name: 'Aprobar', exact: true }).click();
  await expect(pharmacist.getByRole('button', { name: new RegExp(`^Pedido ${approved.id}\\b`) })).toHaveCount(0);
  await expect(monitor.getByRole('listitem', { name: `Folio ${approved.id}` }).getByText('Espera farmacéutico')).toHaveCount(0);
});
