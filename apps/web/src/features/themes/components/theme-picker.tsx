import '../../../shared/ui/mantine-select-styles';
import { Select } from '@mantine/core';
import type { SelectProps } from '@mantine/core';
import { THEME_DEFAULT_NAME } from '@mostrador/shared/constants/limits';
import { IconPalette } from '../../../shared/ui/icons';
import { MantineScope } from '../../../shared/theme/mantine-scope';
import { useThemes } from '../api/get-themes';
import { themeOptions } from '../../../shared/theme/theme-options';
import { setTheme, useThemeStore } from '../../../shared/theme/theme-store';
import { t } from '@mostrador/shared/messages/es-MX-store';

export { COMPANY_THEME_LABEL, themeOptions } from '../../../shared/theme/theme-options';

export interface ThemePickerProps extends Pick<SelectProps, 'size' | 'w' | 'className'> {
  /** Session token for POST /themes/getThemes, when signed in. */
  token?: string;
}

/** Chooses the theme (docs/product.md#themes); the list comes from POST /api/themes/getThemes. Needs a QueryClientProvider; brings its own Mantine scope. */
export function ThemePicker({ token, ...rest }: ThemePickerProps) {
  const { data, isPending, isError } = useThemes(token);
  const themeName = useThemeStore((s) => s.themeName);
  const names = data?.themes.map((theme) => theme.THEME) ?? [];
  // The chosen theme stays selectable even before (or without) the list.
  const options = themeOptions(themeName === THEME_DEFAULT_NAME ? names : [...names, themeName]);
  return (
    <MantineScope>
      <Select
        {...rest}
        label={t('themePicker.tema')}
        leftSection={<IconPalette size={18} />}
        data={options}
        value={themeName}
        onChange={(value) => value && setTheme(value)}
        allowDeselect={false}
        checkIconPosition="right"
        description={isPending ? t('themePicker.cargandoTemas') : undefined}
        error={isError ? t('themePicker.noSePudoCargarLa') : undefined}
      />
    </MantineScope>
  );
}
