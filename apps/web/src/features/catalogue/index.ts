// Public surface of the catalogue feature: suggestions for the header's search box, and the
// product tiles and lists the home's shop windows show. The search and product screens are
// routes imported by app/router.tsx.
export { suggestionsQuery, useSuggestions } from './api/get-suggestions';
// For the theme preview and the design pages (lazy routes); unused code stays out of other chunks.
export { ProductCard } from './components/product-card';
export { categoriesQuery, homeSectionsQuery } from './api/get-home-sections';
export { ProductTile } from './components/product-tile';
export { ProductResults } from './components/product-results';
export { useListLayout } from './components/use-list-layout';
export { productsQuery } from './api/get-products';
