import type { SaveThemeRequest, SaveThemeResponse } from '@mostrador/shared/schemas/theme-editing';
import { apiPost } from '../../../shared/api/client';
import { themeEditingSchemas } from '../../../shared/api/lazy-schemas';

/** POST /api/themes/saveTheme {token, THEME: {name, MODE, FOLDER}, COLORS} (docs/product.md#themes). */
export function saveTheme(body: SaveThemeRequest): Promise<SaveThemeResponse> {
  return apiPost('/themes/saveTheme', body, () => themeEditingSchemas().then((m) => m.SaveThemeResponseSchema));
}
