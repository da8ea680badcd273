// Image management's page (`/admin/images_management`, images-management-page.tsx) loads through
// app/back-office-pages.tsx. For the theme editor (issue 22), a theme FOLDER's background pictures
// editor, lazily: it joins no chunk but its own.
import { lazy } from 'react';

export const BackgroundPicturesEditor = lazy(() =>
  import('./components/background-pictures-editor').then((m) => ({ default: m.BackgroundPicturesEditor })),
);
