// The catalogue back office is reached only through its lazy page (app/back-office-pages.tsx).
export {};
