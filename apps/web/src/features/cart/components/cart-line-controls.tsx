import type { CartLine } from '@mostrador/shared/schemas/cart';
import type { CartStock } from '../hooks/use-cart-stock';
import { CartLineStepper } from './cart-line-stepper';
import { CartLineStock } from './cart-line-stock';

/** A cart line's units and, when the serving branch cannot fill it, what is left and the fix: the cart drawer's and checkout's. */
export function CartLineControls(props: { line: CartLine; stock: CartStock; isChanging: boolean; onUnits: (units: number) => void }) {
  const { line, stock, isChanging, onUnits } = props;
  return (
    <>
      <CartLineStepper line={line} isChanging={isChanging} onUnits={onUnits} />
      <CartLineStock
        line={line}
        available={stock.available(line.SKU)}
        branchName={stock.branch?.NAME ?? ''}
        isChanging={isChanging}
        onUnits={onUnits}
      />
    </>
  );
}
