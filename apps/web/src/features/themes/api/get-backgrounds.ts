import type { BackgroundsResponse } from '@mostrador/shared/schemas/themes';
import { takeNamedBootData } from '../../../shared/api/boot-data';
import { apiPost } from '../../../shared/api/client';
import { themesSchemas } from '../../../shared/api/lazy-schemas';

/** POST /api/themes/backgrounds {FOLDER} → picture paths relative to img_url. */
export function fetchBackgrounds(folder: string, signal?: AbortSignal): Promise<BackgroundsResponse> {
  const inline = takeNamedBootData<BackgroundsResponse>('backgrounds', folder);
  if (inline) return Promise.resolve(inline);
  return apiPost('/themes/backgrounds', { FOLDER: folder }, () => themesSchemas().then((m) => m.BackgroundsResponseSchema), {
    signal,
  });
}
