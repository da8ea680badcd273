import { useCallback } from 'react';
import { Drawer } from '../../../shared/ui/drawer';
import { IconCart } from '../../../shared/ui/icons';
import { StatePanel } from '../../../shared/ui/state-panel';
import { useUiStore } from '../../ui-store';

/** Right-hand cart drawer. The shopping issue fills it with the cart lines and the folio. */
export function CartDrawer() {
  const isOpen = useUiStore((s) => s.cartOpen);
  const setCartOpen = useUiStore((s) => s.setCartOpen);
  const close = useCallback(() => setCartOpen(false), [setCartOpen]);
  return (
    <Drawer id="cart-drawer" side="right" title="Tu carrito" isOpen={isOpen} onClose={close}>
      <StatePanel
        icon={<IconCart size={40} />}
        title="Tu carrito está vacío"
        text="Muy pronto podrás agregar productos desde el catálogo y ver aquí el folio de tu pedido."
        role="status"
      />
    </Drawer>
  );
}
