import { lazy, Suspense } from 'react';
import { useCompanyStore } from '../../features/company';

// Decoration: it may arrive after the page, so it stays out of the pages' own chunks.
const ThemeBackgroundPicture = lazy(() =>
  import('../../shared/theme/theme-background-picture').then((m) => ({ default: m.ThemeBackgroundPicture })),
);

/** The theme's background slideshow behind a layout; its controls live in the right menu. */
export function LazyThemeBackground() {
  const imgUrl = useCompanyStore((s) => s.imgUrl);
  return (
    <Suspense fallback={null}>
      <ThemeBackgroundPicture imgUrl={imgUrl} />
    </Suspense>
  );
}
