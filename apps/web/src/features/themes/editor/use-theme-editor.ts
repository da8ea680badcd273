import { themesT as t } from '@mostrador/shared/messages/es-MX-themes';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { messageOf } from '../../../shared/api/api-error';
import { notify, notifyError } from '../../../shared/notify/notify';
import { useThemeStore } from '../../../shared/theme/theme-store';
import { parseThemeMode } from '../../../shared/theme/theme-mode';
import { deleteTheme } from '../api/delete-theme';
import { fetchTheme } from '../api/get-theme';
import { saveTheme } from '../api/save-theme';
import { loadTheme } from '../load-theme';
import { emptyDraft, toSaveBody, type ThemeDraft } from './theme-draft';

/**
 * The editor's state and its three actions: open a theme into the draft, save the draft, delete
 * a theme. After saving or deleting, the theme list reloads (docs/product.md#themes); a saved theme that the
 * page is showing is applied again at once.
 */
export function useThemeEditor(token: string | undefined) {
  const queryClient = useQueryClient();
  const [draft, setDraft] = useState<ThemeDraft>(emptyDraft);
  const [loadError, setLoadError] = useState<string | null>(null);
  const reloadList = () => queryClient.invalidateQueries({ queryKey: ['themes', 'list'] });
  const reapplyIfShown = (name: string) => {
    if (useThemeStore.getState().theme?.THEME === name) void loadTheme(name).catch(() => undefined);
  };

  async function open(name: string): Promise<void> {
    setLoadError(null);
    try {
      const { theme, themeColors } = await fetchTheme(name);
      setDraft({ name: theme.THEME, mode: parseThemeMode(theme.MODE), folder: theme.FOLDER, colors: themeColors });
    } catch (error) {
      setLoadError(messageOf(error));
    }
  }

  const save = useMutation({
    mutationFn: (d: ThemeDraft) => saveTheme(toSaveBody(d, token ?? '')),
    onSuccess: async (response) => {
      notify({ type: 'positive', message: t('themes.saved') });
      await reloadList();
      reapplyIfShown(response.theme.THEME);
    },
    onError: (error) => notifyError(error),
  });

  const remove = useMutation({
    mutationFn: (name: string) => deleteTheme(name, token ?? ''),
    onSuccess: async (_response, name) => {
      notify({ type: 'positive', message: t('themes.deleted') });
      if (draft.name === name) setDraft(emptyDraft());
      await reloadList();
    },
    onError: (error) => notifyError(error),
  });

  return { draft, setDraft, open, loadError, save, remove, startNew: () => setDraft(emptyDraft()) };
}
