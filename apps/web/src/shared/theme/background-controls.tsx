// Mantine CSS travels with the components that use it (main.tsx loads only the base layers).
import '@mantine/core/styles/UnstyledButton.css';
import '@mantine/core/styles/ActionIcon.css';
import { ActionIcon } from '@mantine/core';
import { IconChevronLeft, IconChevronRight, IconPause, IconPhoto, IconPlay } from '../ui/icons';
import type { SlideshowAction, SlideshowState } from './background-slideshow';
import { MantineScope } from './mantine-scope';
import classes from './theme-background.module.css';
import { themesT as t } from '@mostrador/shared/messages/es-MX-themes';

interface BackgroundControlsProps {
  state: SlideshowState;
  dispatch: (action: SlideshowAction) => void;
}

/** Play/pause, previous, next and on/off for the background (labels in Spanish for screen readers). */
export function BackgroundControls({ state, dispatch }: BackgroundControlsProps) {
  const canStep = state.isOn && state.paths.length > 1;
  const common = { variant: 'default', size: 'md', radius: 'xl' } as const;
  return (
    <MantineScope>
      <div className={classes.controls} role="group" aria-label={t('backgroundControls.controlesDelFondo')}>
        {canStep ? (
          <>
            <ActionIcon {...common} aria-label={t('backgroundControls.fondoAnterior')} onClick={() => dispatch({ type: 'previous' })}>
              <IconChevronLeft size={18} />
            </ActionIcon>
            {state.isPlaying ? (
              <ActionIcon {...common} aria-label={t('backgroundControls.pausarFondos')} onClick={() => dispatch({ type: 'pause' })}>
                <IconPause size={18} />
              </ActionIcon>
            ) : (
              <ActionIcon
                {...common}
                aria-label={t('backgroundControls.reproducirFondos')}
                disabled={state.rotateSeconds <= 0}
                onClick={() => dispatch({ type: 'play' })}
              >
                <IconPlay size={18} />
              </ActionIcon>
            )}
            <ActionIcon {...common} aria-label={t('backgroundControls.fondoSiguiente')} onClick={() => dispatch({ type: 'next' })}>
              <IconChevronRight size={18} />
            </ActionIcon>
          </>
        ) : null}
        <ActionIcon
          {...common}
          aria-label={state.isOn ? t('backgroundControls.quitarFondo') : t('backgroundControls.mostrarFondo')}
          onClick={() => dispatch({ type: 'set-on', isOn: !state.isOn })}
        >
          <IconPhoto size={18} />
        </ActionIcon>
      </div>
    </MantineScope>
  );
}
