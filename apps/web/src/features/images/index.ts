// Image management (`/admin/images_management`): app/router.tsx loads images-page.tsx lazily.
// For other features (the theme editor of issue 22): a theme FOLDER's background pictures
// editor, loaded lazily so it joins the chunk of whichever screen shows it.
import { lazy } from 'react';

export const BackgroundPicturesEditor = lazy(() =>
  import('./components/background-pictures-editor').then((m) => ({ default: m.BackgroundPicturesEditor })),
);
