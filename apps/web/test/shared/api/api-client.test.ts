import { CompanyInfoResponseSchema } from '@mostrador/shared/schemas/company';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../../src/shared/api/api-error';
import { apiGet, apiPost } from '../../../src/shared/api/client';
import { COMPANY_INFO } from '../../app/fixtures';

function answer(body: unknown, status = 200, isJson = true) {
  const fetchMock = vi.fn(async () => new Response(isJson ? JSON.stringify(body) : String(body), { status }));
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

async function failure(promise: Promise<unknown>): Promise<ApiError> {
  const error: unknown = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(ApiError);
  return error as ApiError;
}

afterEach(() => vi.unstubAllGlobals());

describe('API client', () => {
  it('POSTs JSON under /api without an auth header and parses with the shared schema', async () => {
    const fetchMock = answer(COMPANY_INFO);
    const data = await apiPost('/company/companyInfo', {}, CompanyInfoResponseSchema);
    expect(data.company.NAME).toBe('Farmacias Prueba');
    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/api/company/companyInfo');
    expect(init.method).toBe('POST');
    expect(init.body).toBe('{}');
    expect(new Headers(init.headers).has('Authorization')).toBe(false);
  });

  it('accepts a schema loader, so zod can load beside the request', async () => {
    answer(COMPANY_INFO);
    const data = await apiGet('/company/companyInfo', async () => CompanyInfoResponseSchema);
    expect(data.img_url).toBe('/media');
  });

  it('throws the Spanish errors of a failed call (docs/product.md#messages)', async () => {
    answer({ ok: false, errors: 'Número celular no valido' }, 400);
    const error = await failure(apiPost('/login', {}, CompanyInfoResponseSchema));
    expect(error.message).toBe('Número celular no valido');
    expect(error.status).toBe(400);
  });

  it('gives "nok" for ok:false without errors, even with HTTP 200', async () => {
    answer({ ok: false });
    expect((await failure(apiPost('/x', {}, CompanyInfoResponseSchema))).message).toBe('nok');
  });

  it('gives "Error desconocido" without a JSON body, on a network failure and on a contract mismatch', async () => {
    answer('<html>Bad gateway</html>', 502, false);
    expect((await failure(apiPost('/x', {}, CompanyInfoResponseSchema))).message).toBe('Error desconocido');
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Promise.reject(new TypeError('Failed to fetch'))),
    );
    expect((await failure(apiPost('/x', {}, CompanyInfoResponseSchema))).message).toBe('Error desconocido');
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => {});
    answer({ ok: true, company: { NAME: 1 } });
    expect((await failure(apiPost('/x', {}, CompanyInfoResponseSchema))).message).toBe('Error desconocido');
    consoleError.mockRestore();
  });
});
