import type { BackgroundFoldersResponse } from '@mostrador/shared/schemas/theme-editing';
import { useQuery } from '@tanstack/react-query';
import { apiPost } from '../../../shared/api/client';
import { themeEditingSchemas } from '../../../shared/api/lazy-schemas';

/** POST /api/themes/backgroundFolders {token} → the folders of theme_backgrounds and their picture counts. */
export function fetchBackgroundFolders(token: string, signal?: AbortSignal): Promise<BackgroundFoldersResponse> {
  return apiPost('/themes/backgroundFolders', { token }, () => themeEditingSchemas().then((m) => m.BackgroundFoldersResponseSchema), {
    signal,
  });
}

export const useBackgroundFolders = (token: string | undefined) =>
  useQuery({
    queryKey: ['themes', 'folders'],
    queryFn: ({ signal }) => fetchBackgroundFolders(token ?? '', signal),
    enabled: Boolean(token),
    staleTime: 60_000,
  });
