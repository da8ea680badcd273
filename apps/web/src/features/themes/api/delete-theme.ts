import type { DeleteThemeResponse } from '@mostrador/shared/schemas/theme-editing';
import { apiPost } from '../../../shared/api/client';
import { editSchemas } from './edit-schemas';

/** POST /api/themes/deleteTheme {name, token} (spec §7). */
export function deleteTheme(name: string, token: string): Promise<DeleteThemeResponse> {
  return apiPost('/themes/deleteTheme', { name, token }, () => editSchemas().then((m) => m.DeleteThemeResponseSchema));
}
