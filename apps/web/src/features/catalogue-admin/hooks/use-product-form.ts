import { toNestErrors } from '@hookform/resolvers';
import type { AdminProduct, ProductInput } from '@mostrador/shared/schemas/catalogue-admin';
import { productInputErrors } from '@mostrador/shared/validation/product-input';
import { useForm, type FieldErrors, type Resolver } from 'react-hook-form';

const EMPTY: ProductInput = {
  SKU: '',
  BARCODE: '',
  NAME: '',
  DESCRIPTION: '',
  BRAND: '',
  LABORATORY: '',
  ACTIVE_INGREDIENT: '',
  PRESENTATION: '',
  PRICE: '',
  CATEGORIES: [],
  REQUIRES_PRESCRIPTION: false,
  ACTIVE: true,
  PROMOTION: null,
  NEEDS_LOT_EXPIRY: false,
  MIN_EXPIRY_DAYS: 0,
  MEDICINE_GROUP: null,
  ANTIBIOTIC: false,
};

/** The server's own rules and words (validation/product-input.ts), each problem under its field. */
const productResolver: Resolver<ProductInput> = (values, _context, options) => {
  const problems = Object.entries(productInputErrors(values));
  if (problems.length === 0) return { values, errors: {} };
  const flat: FieldErrors = Object.fromEntries(problems.map(([path, message]) => [path, { type: 'validate', message }]));
  return { values: {}, errors: toNestErrors(flat, options) };
};

/** The product editor's form: starts from the product (or empty); errors show after a submit and follow each change. */
export function useProductForm(product: AdminProduct | null) {
  return useForm<ProductInput>({
    resolver: productResolver,
    reValidateMode: 'onChange',
    defaultValues: product ? { ...EMPTY, ...product } : EMPTY,
  });
}
