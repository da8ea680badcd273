import type {
  BackgroundsResponse,
  GetThemeResponse,
  GetThemesResponse,
} from '@mostrador/shared/schemas/themes';
import { queryOptions } from '@tanstack/react-query';
import { apiPost } from '../api/client';

// Schemas load on demand so zod stays out of the first download (as in shared/api/company.ts).
const schemas = () => import('@mostrador/shared/schemas/themes');

/** POST /api/themes/getTheme {THEME} → theme (MODE as JSON text) and its colours. */
export function fetchTheme(name: string, signal?: AbortSignal): Promise<GetThemeResponse> {
  return apiPost('/themes/getTheme', { THEME: name }, () => schemas().then((m) => m.GetThemeResponseSchema), {
    signal,
  });
}

/** POST /api/themes/backgrounds {FOLDER} → picture paths relative to img_url. */
export function fetchBackgrounds(folder: string, signal?: AbortSignal): Promise<BackgroundsResponse> {
  return apiPost(
    '/themes/backgrounds',
    { FOLDER: folder },
    () => schemas().then((m) => m.BackgroundsResponseSchema),
    {
      signal,
    },
  );
}

/** POST /api/themes/getThemes {token} → every theme, for the picker. */
export function fetchThemes(token?: string, signal?: AbortSignal): Promise<GetThemesResponse> {
  return apiPost(
    '/themes/getThemes',
    token ? { token } : {},
    () => schemas().then((m) => m.GetThemesResponseSchema),
    {
      signal,
    },
  );
}

export const themesQuery = (token?: string) =>
  queryOptions({
    queryKey: ['themes', 'list'],
    queryFn: ({ signal }) => fetchThemes(token, signal),
    staleTime: 5 * 60_000,
  });
