import type { GetThemesResponse } from '@mostrador/shared/schemas/themes';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiPost } from '../../../shared/api/client';
import { themesSchemas } from '../../../shared/api/lazy-schemas';

/** POST /api/themes/getThemes {token} → every theme, for the picker. */
export function fetchThemes(token?: string, signal?: AbortSignal): Promise<GetThemesResponse> {
  return apiPost('/themes/getThemes', token ? { token } : {}, () => themesSchemas().then((m) => m.GetThemesResponseSchema), {
    signal,
  });
}

export const themesQuery = (token?: string) =>
  queryOptions({
    queryKey: ['themes', 'list'],
    queryFn: ({ signal }) => fetchThemes(token, signal),
    staleTime: 5 * 60_000,
  });

/** Every theme name for a picker (the right menu's and the themes page's). */
export const useThemes = (token?: string) => useQuery(themesQuery(token));
