// The design-system pages (flex, forms, dialogs, samples, tables) are route screens only:
// app/router.tsx imports design-system-page.tsx lazily, and nothing else uses this feature.
export {};
