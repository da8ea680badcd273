import type { GetThemeResponse } from '@mostrador/shared/schemas/themes';
import { takeNamedBootData } from '../../../shared/api/boot-data';
import { apiPost } from '../../../shared/api/client';
import { themesSchemas } from '../../../shared/api/lazy-schemas';

/** POST /api/themes/getTheme {THEME} → theme (MODE as JSON text) and its colours. */
export function fetchTheme(name: string, signal?: AbortSignal): Promise<GetThemeResponse> {
  const inline = takeNamedBootData<GetThemeResponse>('theme', name);
  if (inline) return Promise.resolve(inline);
  return apiPost('/themes/getTheme', { THEME: name }, () => themesSchemas().then((m) => m.GetThemeResponseSchema), {
    signal,
  });
}
