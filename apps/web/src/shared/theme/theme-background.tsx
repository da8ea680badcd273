import { BackgroundControls } from './background-controls';
import { ThemeBackgroundPicture } from './theme-background-picture';
import { useThemeStore } from './theme-store';

export { useSlideshowTimer } from './theme-background-picture';

export interface ThemeBackgroundProps {
  /** Base of the company pictures (companyInfo `img_url`). */
  imgUrl: string;
  showControls?: boolean;
}

/** Full-screen background picture of the theme behind the app, with its floating slideshow controls. */
export function ThemeBackground({ imgUrl, showControls = true }: ThemeBackgroundProps) {
  const state = useThemeStore((s) => s.background);
  const dispatch = useThemeStore((s) => s.dispatchBackground);
  return (
    <>
      <ThemeBackgroundPicture imgUrl={imgUrl} />
      {showControls && state.paths.length > 0 ? <BackgroundControls state={state} dispatch={dispatch} /> : null}
    </>
  );
}
