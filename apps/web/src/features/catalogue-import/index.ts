// The catalogue's bulk import and export (`/admin/catalogue_import`) is a route page only:
// app/back-office-pages.tsx loads catalogue-import-page.tsx lazily, and no other part of the app uses it.
export {};
