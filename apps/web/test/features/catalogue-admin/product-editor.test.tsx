import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ProductEditor } from '../../../src/features/catalogue-admin/components/product-editor';
import { renderWithProviders } from '../../shared/render';

const options = { ok: true as const, categories: [], brands: [], branches: [] };
const field = (label: string) => screen.getByLabelText(label) as HTMLInputElement;
const type = (label: string, value: string) => fireEvent.change(field(label), { target: { value } });
const errorOf = (label: string) => {
  const ids = field(label).getAttribute('aria-describedby') ?? '';
  return ids
    .split(' ')
    .map((id) => document.getElementById(id)?.textContent ?? '')
    .join(' ')
    .trim();
};

beforeEach(() => {
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => new Response(JSON.stringify({ ok: false, errors: 'no' }), { status: 400 })),
  );
});
afterEach(() => vi.unstubAllGlobals());

describe('<ProductEditor /> (new product)', () => {
  it('shows each problem next to its field, in the server’s words, and sends nothing', async () => {
    renderWithProviders(<ProductEditor sku="" options={options} onClose={() => undefined} />);
    type('SKU', 'AB CD');
    type('Código de barras (EAN-13)', '7501000000011');
    type('Precio (pesos)', '0');
    fireEvent.click(screen.getByRole('button', { name: 'Guardar' }));
    await waitFor(() => expect(errorOf('SKU')).toBe('El SKU lleva solo letras, números y guiones (hasta 40)'));
    expect(errorOf('Código de barras (EAN-13)')).toBe('El dígito verificador del código de barras 7501000000011 no es correcto');
    expect(errorOf('Nombre')).toBe('Escribe el nombre del producto');
    expect(errorOf('Precio (pesos)')).toBe('El precio debe ser mayor que $0.00');
    expect(field('Marca').getAttribute('aria-invalid')).not.toBe('true');
    expect(vi.mocked(fetch)).not.toHaveBeenCalled();
  });

  it('clears an error as the field is fixed, and checks the promotion’s numbers', async () => {
    renderWithProviders(<ProductEditor sku="" options={options} onClose={() => undefined} />);
    fireEvent.click(screen.getByRole('button', { name: 'Guardar' }));
    await waitFor(() => expect(errorOf('SKU')).toBe('Escribe el SKU'));
    type('SKU', 'MED-9');
    await waitFor(() => expect(errorOf('SKU')).toBe(''));
    fireEvent.change(screen.getByLabelText('Promoción «soy tu fan»'), { target: { value: 'NXM' } });
    await waitFor(() => expect(errorOf('M')).toBe('En la promoción NxM, N debe ser mayor que M y M al menos 1 (por ejemplo 3x2)'));
    expect(vi.mocked(fetch)).not.toHaveBeenCalled();
  });

  it('counts a text near its limit, and the description always, with the server’s limits (issue 32)', async () => {
    renderWithProviders(<ProductEditor sku="" options={options} onClose={() => undefined} />);
    expect(errorOf('Nombre')).toBe('');
    type('Nombre', 'Paracetamol '.repeat(14));
    await waitFor(() => expect(errorOf('Nombre')).toBe('168 de 200 caracteres'));
    expect(errorOf('Descripción')).toBe('0 de 4000 caracteres');
  });

  it('keeps a 150 % discount as typed and says it cannot be, instead of saving 99 % (issue 32)', async () => {
    renderWithProviders(<ProductEditor sku="" options={options} onClose={() => undefined} />);
    fireEvent.change(screen.getByLabelText('Promoción «soy tu fan»'), { target: { value: 'PERCENT' } });
    type('%', '150');
    fireEvent.blur(field('%'));
    fireEvent.click(screen.getByRole('button', { name: 'Guardar' }));
    await waitFor(() => expect(errorOf('%')).toBe('El porcentaje de descuento debe ser mayor que 0 y menor que 100'));
    expect(field('%').value).toBe('150');
    expect(vi.mocked(fetch)).not.toHaveBeenCalled();
  });
});

describe('<ProductEditor /> lot and expiry at picking (issue 33)', () => {
  const fillValid = () => {
    type('SKU', 'MED-9');
    type('Código de barras (EAN-13)', '7501000000012');
    type('Nombre', 'Amoxicilina 500 mg');
    type('Precio (pesos)', '89.50');
  };

  it('sends the checkbox and the minimum days with the product', async () => {
    renderWithProviders(<ProductEditor sku="" options={options} onClose={() => undefined} />);
    fillValid();
    fireEvent.click(screen.getByLabelText('Requiere lote y caducidad al surtir'));
    type('Días mínimos de vida al surtir', '30');
    fireEvent.click(screen.getByRole('button', { name: 'Guardar' }));
    await waitFor(() => expect(vi.mocked(fetch)).toHaveBeenCalled());
    const body = JSON.parse(String(vi.mocked(fetch).mock.calls[0]![1]!.body)) as { product: Record<string, unknown> };
    expect(body.product).toMatchObject({ NEEDS_LOT_EXPIRY: true, MIN_EXPIRY_DAYS: 30 });
  });

  it('keeps 5000 days as typed and says the limit, sending nothing', async () => {
    renderWithProviders(<ProductEditor sku="" options={options} onClose={() => undefined} />);
    fillValid();
    type('Días mínimos de vida al surtir', '5000');
    fireEvent.blur(field('Días mínimos de vida al surtir'));
    fireEvent.click(screen.getByRole('button', { name: 'Guardar' }));
    await waitFor(() =>
      expect(errorOf('Días mínimos de vida al surtir')).toContain('Los días mínimos de vida al surtir son un número entero de 0 a 3650'),
    );
    expect(field('Días mínimos de vida al surtir').value).toBe('5000');
    expect(vi.mocked(fetch)).not.toHaveBeenCalled();
  });
});
