// Image management (`/admin/images_management`) and, for the theme editor (issue 22), a theme
// FOLDER's background pictures editor. Both load lazily: each joins no chunk but its own.
import { lazy } from 'react';

export const ImagesManagementScreen = lazy(() => import('./images-screen').then((m) => ({ default: m.ImagesScreen })));

export const BackgroundPicturesEditor = lazy(() =>
  import('./components/background-pictures-editor').then((m) => ({ default: m.BackgroundPicturesEditor })),
);
