// The reports (`/admin/reports`) are a route page only: back-office-pages.tsx loads it, with ECharts in its own chunk.
export {};
