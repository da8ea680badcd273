import { ActionIcon, ColorInput, TextInput } from '@mantine/core';
import { themesT as t } from '@mostrador/shared/messages/es-MX-themes';
import { COLOR_NAME, colorsProblem } from '@mostrador/shared/schemas/theme-editing';
import { useState } from 'react';
import { IconClose } from '../../../shared/ui/icons';
import uiStyles from '../../../shared/ui/ui.module.css';
import { checkContrast, formatRatio } from './contrast';
import styles from './theme-editor.module.css';
import type { ThemeDraft } from './theme-draft';

/** The picker writes the value back in the syntax the colour already has (docs/product.md#themes: hex, rgb, rgba). */
const formatOf = (value: string) =>
  value.startsWith('rgba') ? 'rgba' : value.startsWith('rgb') ? 'rgb' : value.length === 9 ? 'hexa' : 'hex';

interface Props {
  draft: ThemeDraft;
  onChange: (draft: ThemeDraft) => void;
  selected: string;
  onSelect: (name: string) => void;
}

/** Every colour of the theme with a colour picker, its rule check and its contrast check. */
export function ColorFields({ draft, onChange, selected, onSelect }: Props) {
  const [newName, setNewName] = useState('');
  const setColor = (name: string, value: string) => onChange({ ...draft, colors: { ...draft.colors, [name]: value } });
  const removeColor = (name: string) =>
    onChange({ ...draft, colors: Object.fromEntries(Object.entries(draft.colors).filter(([n]) => n !== name)) });
  const newNameProblem =
    newName && (!COLOR_NAME.test(newName) || newName in draft.colors) ? t('themeEdit.colorName', { name: newName }) : null;
  const add = () => {
    if (!newName || newNameProblem) return;
    setColor(newName, '#808080');
    onSelect(newName);
    setNewName('');
  };
  return (
    <fieldset className={styles.fieldset}>
      <legend className={styles.legend}>{t('themeEditor.colors')}</legend>
      <ul className={styles.colorList}>
        {Object.entries(draft.colors).map(([name, value]) => {
          const rule = colorsProblem({ [name]: value }) ?? true;
          const contrast = rule === true ? checkContrast(name, value.trim(), draft.mode.dark) : null;
          return (
            <li key={name} className={styles.colorRow} data-selected={name === selected || undefined}>
              <ColorInput
                label={name}
                value={value}
                format={formatOf(value.trim())}
                onChange={(v) => setColor(name, v)}
                onFocus={() => onSelect(name)}
                error={rule === true ? null : rule}
                description={
                  contrast
                    ? t('themeEditor.contrastDetail', { ratio: formatRatio(contrast.ratio), asText: formatRatio(contrast.asTextRatio) })
                    : undefined
                }
                withEyeDropper={false}
                // Kept as typed ("#zzzzzz"), with the rule's message, instead of quietly going back (issue 32).
                fixOnBlur={false}
                className={styles.colorInput}
              />
              <ActionIcon variant="subtle" size="lg" aria-label={t('themeEditor.removeColor', { name })} onClick={() => removeColor(name)}>
                <IconClose size={18} />
              </ActionIcon>
              {contrast?.warning ? (
                <p className={styles.warning} role="status">
                  {contrast.warning}
                </p>
              ) : null}
            </li>
          );
        })}
      </ul>
      <div className={styles.addColor}>
        <TextInput
          label={t('themeEditor.newColorName')}
          value={newName}
          onChange={(e) => setNewName(e.currentTarget.value.trim())}
          onKeyDown={(e) => e.key === 'Enter' && (e.preventDefault(), add())}
          error={newNameProblem}
          placeholder={t('themeEditor.newColorPlaceholder')}
        />
        <button type="button" className={uiStyles.buttonSubtle} onClick={add} disabled={!newName || Boolean(newNameProblem)}>
          {t('themeEditor.addColor')}
        </button>
      </div>
    </fieldset>
  );
}
