import { useEffect } from 'react';
import { imageUrl } from '../api/image-url';
import { opacityOrNull } from './apply-theme';
import { currentPath, upcomingPath } from './background-slideshow';
import type { SlideshowAction } from './background-slideshow';
import classes from './theme-background.module.css';
import { useThemeStore } from './theme-store';

/**
 * While playing, one step every `rotateSeconds` (docs/product.md#themes). The timer restarts after any change
 * of picture, so a manual "next" gets a full period too.
 */
export function useSlideshowTimer(
  isPlaying: boolean,
  rotateSeconds: number,
  index: number,
  dispatch: (action: SlideshowAction) => void,
): void {
  useEffect(() => {
    if (!isPlaying || rotateSeconds <= 0) return;
    const timer = setTimeout(() => dispatch({ type: 'tick' }), rotateSeconds * 1000);
    return () => clearTimeout(timer);
  }, [isPlaying, rotateSeconds, index, dispatch]);
}

/** Starts downloading the next picture so the change is instant. */
function usePreload(url: string | null): void {
  useEffect(() => {
    if (!url) return;
    const image = new Image();
    image.decoding = 'async';
    image.src = url;
  }, [url]);
}

export interface ThemeBackgroundPictureProps {
  /** Base of the company pictures (companyInfo `img_url`). */
  imgUrl: string;
}

/**
 * The theme's full-screen background picture behind the app, and its slideshow timer. Without
 * controls (the layouts put them in the right menu), so it needs no Mantine.
 */
export function ThemeBackgroundPicture({ imgUrl }: ThemeBackgroundPictureProps) {
  const state = useThemeStore((s) => s.background);
  const dispatch = useThemeStore((s) => s.dispatchBackground);
  const opacity = useThemeStore((s) => opacityOrNull(s.theme?.MODE.opacityBackground ?? -1));
  useSlideshowTimer(state.isPlaying, state.rotateSeconds, state.index, dispatch);
  const path = currentPath(state);
  const upcoming = upcomingPath(state);
  usePreload(upcoming === null ? null : imageUrl(imgUrl, upcoming));
  if (!path) return null;
  return (
    <div className={classes.layer} aria-hidden="true" data-part="background">
      <img
        key={path}
        className={classes.image}
        src={imageUrl(imgUrl, path)}
        alt=""
        decoding="async"
        style={opacity === null ? undefined : { opacity }}
      />
    </div>
  );
}
