// Public surface of the cart feature: the one cart of the signed-in customer (header, product
// screens and checkout), its loading at sign-in, the product remembered while signed out (added
// back on its page after sign-in), the folio toast and the pieces that show its lines and totals.
export { cartQuery, cartQueryKey, fetchCart } from './api/get-cart';
export { CartLineStepper } from './components/cart-line-stepper';
export { CartLineControls } from './components/cart-line-controls';
export { CartTotals } from './components/cart-totals';
export { connectCartToSession } from './connect-cart-to-session';
export { notifyFolio } from './folio-toast';
export { useAddRememberedProduct } from './hooks/use-add-remembered-product';
export { useCart } from './hooks/use-cart';
export { useCartStock, type CartStock } from './hooks/use-cart-stock';
export { useServingBranch, type ServingBranch } from './hooks/use-serving-branch';
export { BRANCH_STOCK_STALE_MS, fetchBranchStock } from './api/get-branch-stock';
export { rememberPendingAdd } from './pending-add';
