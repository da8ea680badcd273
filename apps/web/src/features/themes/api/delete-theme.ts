import type { DeleteThemeResponse } from '@mostrador/shared/schemas/theme-editing';
import { apiPost } from '../../../shared/api/client';
import { themeEditingSchemas } from '../../../shared/api/lazy-schemas';

/** POST /api/themes/deleteTheme {name, token} (docs/product.md#themes). */
export function deleteTheme(name: string, token: string): Promise<DeleteThemeResponse> {
  return apiPost('/themes/deleteTheme', { name, token }, () => themeEditingSchemas().then((m) => m.DeleteThemeResponseSchema));
}
