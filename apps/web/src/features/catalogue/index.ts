// Public surface of the catalogue feature: suggestions for the header's search box. The search
// and product screens are routes imported by app/router.tsx.
export { suggestionsQuery, useSuggestions } from './api/get-suggestions';
// For the theme preview and the design pages (lazy routes); unused code stays out of other chunks.
export { ProductCard } from './components/product-card';
