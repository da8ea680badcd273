// The pharmacist's check (`/pharmacy_check`, issue 34, decision 071) is a route page only: back-office-pages.tsx loads it.
export {};
