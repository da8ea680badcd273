// The picking feature is one route screen (/picking/:ID): app/router.tsx loads its page lazily,
// and the orders feature links to it by route name.
export {};
