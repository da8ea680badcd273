import type { SuggestionsResponse } from '@mostrador/shared/schemas/catalogue';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../shared/api/client';
import { catalogueSchemas } from '../../../shared/api/lazy-schemas';
import { toQuery } from './to-query';

export const fetchSuggestions = (q: string, signal?: AbortSignal): Promise<SuggestionsResponse> =>
  apiGet(`/catalogue/suggestions?${toQuery({ q })}`, () => catalogueSchemas().then((m) => m.SuggestionsResponseSchema), { signal });

export const suggestionsQuery = (q: string) =>
  queryOptions({
    queryKey: ['catalogue', 'suggestions', q],
    queryFn: ({ signal }) => fetchSuggestions(q, signal),
    staleTime: 60_000,
    enabled: q.trim().length >= 2,
  });

/** Products matching a typed text (two letters or more), for the header's search box. */
export const useSuggestions = (q: string) => useQuery(suggestionsQuery(q));
