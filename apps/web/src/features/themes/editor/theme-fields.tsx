import { NumberInput, Select, Switch, TextInput } from '@mantine/core';
import { themesT as t } from '@mostrador/shared/messages/es-MX-themes';
import { THEME_NAME_MAX_LENGTH } from '@mostrador/shared/schemas/theme-editing';
import type { ThemeMode } from '@mostrador/shared/schemas/themes';
import { normalizeRotateSeconds } from '@mostrador/shared/validation/limit-checks';
import { useBackgroundFolders } from '../api/get-background-folders';
import styles from './theme-editor.module.css';
import type { ThemeDraft } from './theme-draft';

interface Props {
  draft: ThemeDraft;
  onChange: (draft: ThemeDraft) => void;
  token: string | undefined;
  nameError: string | null;
}

const asNumber = (value: string | number, fallback: number) => (typeof value === 'number' && Number.isFinite(value) ? value : fallback);

/** THEME's name, MODE's five keys and FOLDER (docs/product.md#themes), as the editor shows them. */
export function ThemeFields({ draft, onChange, token, nameError }: Props) {
  const folders = useBackgroundFolders(token);
  const setMode = (patch: Partial<ThemeMode>) => onChange({ ...draft, mode: { ...draft.mode, ...patch } });
  const folderOptions = [
    { value: '', label: t('themeEditor.noFolder') },
    ...(folders.data?.folders ?? []).map((f) => ({
      value: f.FOLDER,
      label: t('themeEditor.folderPictures', { folder: f.FOLDER, count: f.PICTURES }),
    })),
  ];
  if (draft.folder && !folderOptions.some((o) => o.value === draft.folder))
    folderOptions.push({ value: draft.folder, label: draft.folder });
  return (
    <fieldset className={styles.fieldset}>
      <legend className={styles.legend}>{t('themeEditor.mode')}</legend>
      <div className={styles.fieldsGrid}>
        <TextInput
          label={t('themeEditor.name')}
          value={draft.name}
          onChange={(e) => onChange({ ...draft, name: e.currentTarget.value })}
          error={nameError}
          // No maxLength: a pasted longer name stays as typed and the rule says what is wrong (issue 32).
          description={t('themeEditor.nameCount', { count: draft.name.length, max: THEME_NAME_MAX_LENGTH })}
          required
        />
        <Select
          label={t('themeEditor.folder')}
          data={folderOptions}
          value={draft.folder}
          onChange={(value) => onChange({ ...draft, folder: value ?? '' })}
          allowDeselect={false}
        />
        <NumberInput
          label={t('themeEditor.rotate')}
          description={t('themeEditor.rotateHint')}
          value={draft.mode.rotateBkgrndTime}
          min={0}
          max={99_999}
          allowDecimal={false}
          onChange={(value) => setMode({ rotateBkgrndTime: asNumber(value, Number.NaN) })}
          // docs/product.md#themes: under 1, over 99999 or missing resets to 10 (0 stays: paused).
          onBlur={() => setMode({ rotateBkgrndTime: normalizeRotateSeconds(draft.mode.rotateBkgrndTime) })}
        />
        <NumberInput
          label={t('themeEditor.opacityContainers')}
          value={draft.mode.opacityContainers}
          min={0}
          max={1}
          step={0.05}
          decimalScale={2}
          clampBehavior="strict"
          onChange={(value) => setMode({ opacityContainers: asNumber(value, 1) })}
        />
        <NumberInput
          label={t('themeEditor.opacityBackground')}
          description={t('themeEditor.opacityBackgroundHint')}
          value={draft.mode.opacityBackground}
          min={-1}
          max={1}
          step={0.05}
          decimalScale={2}
          clampBehavior="strict"
          onChange={(value) => setMode({ opacityBackground: asNumber(value, -1) })}
          onBlur={() => draft.mode.opacityBackground < 0 && setMode({ opacityBackground: -1 })}
        />
        <div className={styles.switches}>
          <Switch label={t('themeEditor.dark')} checked={draft.mode.dark} onChange={(e) => setMode({ dark: e.currentTarget.checked })} />
          <Switch
            label={t('themeEditor.randomBackground')}
            checked={draft.mode.isRandomBackground}
            onChange={(e) => setMode({ isRandomBackground: e.currentTarget.checked })}
          />
        </div>
      </div>
    </fieldset>
  );
}
