import './editor/mantine-styles';
import { hasAccess } from '@mostrador/shared/constants/access';
import { themesT as t } from '@mostrador/shared/messages/es-MX-themes';
import { colorsProblem, ThemeNameSchema } from '@mostrador/shared/schemas/theme-editing';
import { Suspense, useState } from 'react';
import { MantineScope } from '../../shared/theme/mantine-scope';
import { ConfirmDialog } from '../../shared/ui/confirm-dialog';
import uiStyles from '../../shared/ui/ui.module.css';
import { useAuthStore } from '../auth';
import { useCompanyStore } from '../company';
import { BackgroundPicturesEditor } from '../images';
import { ColorFields } from './editor/color-fields';
import { GraduationStrips } from './editor/graduation-strips';
import { ThemeFields } from './editor/theme-fields';
import { ThemeList } from './editor/theme-list';
import { ThemePreview } from './editor/theme-preview';
import styles from './editor/theme-editor.module.css';
import { useThemeEditor } from './editor/use-theme-editor';

/** The first problem of the name, as the server would word it; null while it is fine (or untouched). */
function nameProblem(name: string): string | null {
  if (name === '') return null;
  const parsed = ThemeNameSchema.safeParse(name);
  return parsed.success ? null : (parsed.error.issues[0]?.message ?? null);
}

/** The FOLDER's background pictures, uploaded through the image manager's own editor (issue 20's storage). */
function FolderPictures({ folder }: { folder: string }) {
  const mayManage = useAuthStore((s) => hasAccess(s.user_access, 'EDIT_COMPANY_IMAGES') || hasAccess(s.user_access, 'ADMIN'));
  if (!mayManage || !folder) return null;
  return (
    <Suspense fallback={null}>
      <BackgroundPicturesEditor folder={folder} />
    </Suspense>
  );
}

/**
 * Route themes (SAMPLES): the theme list (use, edit, delete), the editor of one theme and a live
 * preview of the storefront and of each colour's graduations. Saving and deleting also need
 * ADMIN or THEMES; without them the editor still previews.
 */
export function ThemesPage() {
  const token = useAuthStore((s) => s.idToken ?? undefined);
  const mayEdit = useAuthStore(
    (s) => hasAccess(s.user_access, 'SAMPLES') && (hasAccess(s.user_access, 'ADMIN') || hasAccess(s.user_access, 'THEMES')),
  );
  const companyTheme = useCompanyStore((s) => s.theme?.THEME ?? null);
  const editor = useThemeEditor(token);
  const { draft, setDraft } = editor;
  const [selected, setSelected] = useState('primary');
  const [toDelete, setToDelete] = useState<string | null>(null);
  const selectedName = selected in draft.colors ? selected : (Object.keys(draft.colors)[0] ?? '');
  const nameError = nameProblem(draft.name);
  const colorsError = colorsProblem(draft.colors);

  return (
    <MantineScope>
      <section className={styles.page} aria-labelledby="themes-title">
        <h1 id="themes-title" className={styles.title}>
          {t('themeEditor.title')}
        </h1>
        <p className={styles.lead}>{t('themeEditor.lead')}</p>
        {mayEdit ? null : <p className={styles.warning}>{t('themeEditor.onlyView')}</p>}
        <div className={styles.layout}>
          <ThemeList
            token={token}
            companyTheme={companyTheme}
            editing={draft.name}
            mayEdit={mayEdit}
            onEdit={(name) => void editor.open(name)}
            onDelete={setToDelete}
            onNew={editor.startNew}
            loadError={editor.loadError}
          />
          <form
            noValidate
            className={styles.editor}
            aria-label={t('themeEditor.title')}
            onSubmit={(e) => {
              e.preventDefault();
              if (!nameError && !colorsError && draft.name.trim()) editor.save.mutate(draft);
            }}
          >
            <ThemeFields draft={draft} onChange={setDraft} token={token} nameError={nameError} />
            <ColorFields draft={draft} onChange={setDraft} selected={selectedName} onSelect={setSelected} />
            <SaveBar
              isDisabled={!mayEdit || editor.save.isPending || !draft.name.trim() || Boolean(nameError) || Boolean(colorsError)}
              isSaving={editor.save.isPending}
              colorsError={colorsError}
            />
          </form>
          <div className={styles.previewColumn}>
            <ThemePreview draft={draft} />
            {selectedName ? <GraduationStrips name={selectedName} value={draft.colors[selectedName] ?? ''} dark={draft.mode.dark} /> : null}
            <FolderPictures folder={draft.folder} />
          </div>
        </div>
        {toDelete ? (
          <ConfirmDialog
            title={t('themes.deleteConfirm.title')}
            message={t('themes.deleteConfirm.message')}
            confirmLabel={t('themes.deleteConfirm.ok')}
            cancelLabel={t('themes.deleteConfirm.cancel')}
            onCancel={() => setToDelete(null)}
            onConfirm={() => {
              editor.remove.mutate(toDelete);
              setToDelete(null);
            }}
          />
        ) : null}
      </section>
    </MantineScope>
  );
}

/** Save, off while a rule fails, saying which part to fix when it is the colours. */
function SaveBar({ isDisabled, isSaving, colorsError }: { isDisabled: boolean; isSaving: boolean; colorsError: string | null }) {
  return (
    <div className={styles.saveBar}>
      <button type="submit" className={uiStyles.button} disabled={isDisabled}>
        {isSaving ? t('themeEditor.saving') : t('themeEditor.save')}
      </button>
      {colorsError ? (
        <p className={styles.warning} role="status">
          {t('themeEditor.fixColors')}
        </p>
      ) : null}
    </div>
  );
}
