import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useAuthStore } from '../../../src/features/auth/auth-store';
import { ProductEditor } from '../../../src/features/catalogue-admin/components/product-editor';
import { renderWithProviders } from '../../shared/render';

const options = { ok: true as const, categories: [], brands: [], branches: [] };
const product = {
  SKU: 'MED-1',
  BARCODE: '7501000000012',
  NAME: 'Paracetamol 500 mg',
  DESCRIPTION: '',
  BRAND: '',
  LABORATORY: '',
  ACTIVE_INGREDIENT: '',
  PRESENTATION: '',
  PRICE: '100.00',
  CATEGORIES: [],
  REQUIRES_PRESCRIPTION: false,
  ACTIVE: true,
  PROMOTION: null,
  IMAGES: [],
  SOLD: false,
  STOCK: [],
};
const history = {
  ok: true,
  HAS_MORE: false,
  changes: [
    { ID: 2, AT: '2026-11-20T18:05:00.000Z', OLD_PRICE: '80.00', NEW_PRICE: '100.00', SOURCE: 'import', ACCOUNT_NAME: '' },
    { ID: 1, AT: '2025-03-01T16:00:00.000Z', OLD_PRICE: null, NEW_PRICE: '80.00', SOURCE: 'back_office', ACCOUNT_NAME: 'Ana Catálogo' },
  ],
};
const QUESTION = 'El precio cambia de $100.00 a $999,999,999.00 (más de 3 veces). Confirma el cambio para guardarlo.';

/** The server as the editor meets it: the product, its history, and a save that asks about the price once. */
function fakeServer() {
  const saves: Record<string, unknown>[] = [];
  const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status });
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit) => {
      const body = JSON.parse(String(init.body)) as Record<string, unknown>;
      if (url.endsWith('/products/get')) return json({ ok: true, product });
      if (url.endsWith('/products/priceHistory')) return json(history);
      saves.push(body);
      if (body.CONFIRM_PRICE !== true)
        return json(
          { ok: false, errors: QUESTION, CODE: 'PRICE_NEEDS_CONFIRMATION', DETAILS: { OLD_PRICE: '100.00', NEW_PRICE: '999999999.00' } },
          409,
        );
      return json({ ok: true, product: { ...product, PRICE: '999999999.00' } });
    }),
  );
  return saves;
}

beforeEach(() => useAuthStore.setState({ idToken: 'sesion-123', status: 'authenticated' }));
afterEach(() => vi.unstubAllGlobals());

async function typeHugePriceAndSave() {
  const price = (await screen.findByLabelText('Precio (pesos)')) as HTMLInputElement;
  fireEvent.change(price, { target: { value: '999999999' } });
  fireEvent.click(screen.getByRole('button', { name: 'Guardar' }));
  return screen.findByRole('dialog', { name: '¿Cambiar el precio?' });
}

describe('<ProductEditor /> price guardrail', () => {
  it('shows both prices when the server asks, and "Sí, cambiar el precio" resends with CONFIRM_PRICE', async () => {
    const saves = fakeServer();
    const onClose = vi.fn();
    renderWithProviders(<ProductEditor sku="MED-1" options={options} onClose={onClose} />);
    const dialog = await typeHugePriceAndSave();
    expect(within(dialog).getByText('$100.00')).toBeTruthy();
    expect(within(dialog).getByText('$999,999,999.00')).toBeTruthy();
    expect(within(dialog).getByText(QUESTION)).toBeTruthy();
    expect(saves).toHaveLength(1);
    expect(saves[0]!.CONFIRM_PRICE).toBeUndefined();
    // "Cancelar" has the focus: Enter alone never changes a price.
    await waitFor(() => expect(document.activeElement?.textContent).toBe('Cancelar'));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Sí, cambiar el precio' }));
    await waitFor(() => expect(saves).toHaveLength(2));
    expect(saves[1]).toMatchObject({ ORIGINAL_SKU: 'MED-1', CONFIRM_PRICE: true, product: { PRICE: '999999999' } });
    await waitFor(() => expect(onClose).toHaveBeenCalledWith('MED-1'));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('"Cancelar" closes the question, saves nothing more and keeps the form as typed', async () => {
    const saves = fakeServer();
    const onClose = vi.fn();
    renderWithProviders(<ProductEditor sku="MED-1" options={options} onClose={onClose} />);
    const dialog = await typeHugePriceAndSave();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancelar' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(saves).toHaveLength(1);
    expect(onClose).not.toHaveBeenCalled();
    expect((screen.getByLabelText('Precio (pesos)') as HTMLInputElement).value).toBe('999999999');
  });

  it('lists the price history: date with year, old → new, who, from where', async () => {
    fakeServer();
    renderWithProviders(<ProductEditor sku="MED-1" options={options} onClose={() => undefined} />);
    const section = await screen.findByRole('region', { name: 'Historial de precios' });
    const rows = await within(section).findAllByRole('row');
    expect(rows.map((r) => r.textContent)).toEqual([
      'FechaPrecioQuiénOrigen',
      '20 nov 2026, 12:05$80.00 → $100.00SistemaImportación',
      '1 mar 2025, 10:00alta → $80.00Ana CatálogoCatálogo',
    ]);
  });
});
