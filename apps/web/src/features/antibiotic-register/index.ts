// The antibiotic register (`/admin/antibiotic_register`) is a route page only: back-office-pages.tsx loads it.
export {};
