import * as s from '@mostrador/shared/schemas/catalogue-admin';
import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPost, type Parser } from '../../../shared/api/client';
import { notify, notifyError } from '../../../shared/notify/notify';
import { useAuthStore } from '../../auth';

/** POST /api/admin/catalogue/<path> with the session's token, the answer parsed with the shared schema. */
const post = <T>(path: string, token: string, body: object, schema: Parser<T>, signal?: AbortSignal): Promise<T> =>
  apiPost(`/admin/catalogue/${path}`, { token, ...body }, schema, { signal });

export const useToken = () => useAuthStore((st) => st.idToken) ?? '';

export const optionsQuery = (token: string) =>
  queryOptions({
    queryKey: ['catalogueAdmin', 'options'],
    queryFn: ({ signal }) => post('options', token, {}, s.CatalogueOptionsResponseSchema, signal),
    enabled: token !== '',
  });

export type ProductSearch = Omit<s.AdminProductSearchRequest, 'token'>;
export const productsQuery = (token: string, search: ProductSearch) =>
  queryOptions({
    queryKey: ['catalogueAdmin', 'products', search],
    queryFn: ({ signal }) => post('products/search', token, search, s.AdminProductSearchResponseSchema, signal),
    placeholderData: keepPreviousData,
    enabled: token !== '',
  });

export const productQuery = (token: string, sku: string) =>
  queryOptions({
    queryKey: ['catalogueAdmin', 'product', sku],
    queryFn: ({ signal }) => post('products/get', token, { SKU: sku }, s.AdminProductResponseSchema, signal),
    enabled: token !== '' && sku !== '',
  });

export const priceHistoryQuery = (token: string, sku: string, page: number) =>
  queryOptions({
    queryKey: ['catalogueAdmin', 'priceHistory', sku, page],
    queryFn: ({ signal }) => post('products/priceHistory', token, { SKU: sku, PAGE: page }, s.PriceHistoryResponseSchema, signal),
    placeholderData: keepPreviousData,
    enabled: token !== '' && sku !== '',
  });

export const stockGridQuery = (token: string, query: string, page: number) =>
  queryOptions({
    queryKey: ['catalogueAdmin', 'stock', query, page],
    queryFn: ({ signal }) => post('stock/grid', token, { QUERY: query, PAGE: page }, s.StockGridResponseSchema, signal),
    placeholderData: keepPreviousData,
    enabled: token !== '',
  });

export const stockHistoryQuery = (token: string, sku: string | null) =>
  queryOptions({
    queryKey: ['catalogueAdmin', 'history', sku],
    queryFn: ({ signal }) => post('stock/history', token, { SKU: sku }, s.StockHistoryResponseSchema, signal),
    enabled: token !== '',
  });

export const synonymsQuery = (token: string) =>
  queryOptions({
    queryKey: ['catalogueAdmin', 'synonyms'],
    queryFn: ({ signal }) => post('synonyms/list', token, {}, s.SynonymsResponseSchema, signal),
    enabled: token !== '',
  });

const CALLS = {
  'products/save': s.AdminProductResponseSchema,
  'products/bulk': s.ChangedResponseSchema,
  'categories/save': s.CategoriesChangedResponseSchema,
  'categories/reorder': s.CategoriesChangedResponseSchema,
  'categories/setActive': s.CategoriesChangedResponseSchema,
  'categories/delete': s.CategoriesChangedResponseSchema,
  'stock/adjust': s.AdjustStockResponseSchema,
  'synonyms/add': s.SynonymsResponseSchema,
  'synonyms/remove': s.SynonymsResponseSchema,
} as const;
type Call = keyof typeof CALLS;
type Answer<C extends Call> = (typeof CALLS)[C] extends Parser<infer T> ? T : never;

/**
 * A change: posts it, shows the server's Spanish refusal as a notification (unless `answers`
 * takes it: a refusal the screen answers itself, such as a price to confirm), and refreshes every
 * catalogue list (they are cheap, and a change can move a product across several of them).
 */
export function useCatalogueChange<C extends Call>(
  call: C,
  success?: (answer: Answer<C>) => string | null,
  answers?: (error: unknown, body: object) => boolean,
) {
  const token = useToken();
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: object) => post(call, token, body, CALLS[call] as unknown as Parser<Answer<C>>),
    onSuccess: (answer) => {
      void client.invalidateQueries({ queryKey: ['catalogueAdmin'] });
      const message = success?.(answer);
      if (message) notify({ type: 'positive', message });
    },
    onError: (error, body) => {
      if (!answers?.(error, body)) void notifyError(error);
    },
  });
}
