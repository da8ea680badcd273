import { isBranchOnly } from '@mostrador/shared/medicines/groups';
import type { ProductDetail } from '@mostrador/shared/schemas/catalogue';
import type { useUnitsHere } from '../hooks/use-units-here';
import { AddToCartButton } from './add-to-cart-button';
import { BranchOnlyNotice } from './branch-only-notice';
import { BranchStockLine } from './branch-stock-line';
import { MedicineBadges } from './medicine-badges';

/**
 * The product page's medicine badges and its way to buy: the add button with the serving
 * branch's stock, or, for a group I–III medicine, «Solo en sucursal» with where to go (issue 34).
 */
export function ProductBuy({ product: p, here }: { product: ProductDetail; here: ReturnType<typeof useUnitsHere> }) {
  return (
    <>
      <MedicineBadges product={p} />
      {isBranchOnly(p.MEDICINE_GROUP) ? (
        <BranchOnlyNotice group={p.MEDICINE_GROUP!} />
      ) : (
        <>
          <BranchStockLine units={here.units} branch={here.branch} />
          <AddToCartButton
            sku={p.SKU}
            name={p.NAME}
            isAvailable={p.AVAILABILITY.some((a) => a.UNITS > 0)}
            isSoldOutHere={here.units === 0}
          />
        </>
      )}
    </>
  );
}
