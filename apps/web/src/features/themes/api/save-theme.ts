import type { SaveThemeRequest, SaveThemeResponse } from '@mostrador/shared/schemas/theme-editing';
import { apiPost } from '../../../shared/api/client';
import { editSchemas } from './edit-schemas';

/** POST /api/themes/saveTheme {token, THEME: {name, MODE, FOLDER}, COLORS} (spec §7). */
export function saveTheme(body: SaveThemeRequest): Promise<SaveThemeResponse> {
  return apiPost('/themes/saveTheme', body, () => editSchemas().then((m) => m.SaveThemeResponseSchema));
}
