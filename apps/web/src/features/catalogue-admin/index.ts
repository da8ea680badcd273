// The catalogue back office is reached only through its lazy route (catalogue-admin-route.tsx).
export {};
