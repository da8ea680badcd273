// The cart module's public face: its plugin, and what wiring/ and other modules use.
import { modulePlugin } from '../../lib/module-plugin';
import { cartRoutes } from './routes';
import type { CartService } from './service';
export { createCartRepository, type CartLineRow, type CartRepository } from './repository';
export { createCartService, type CartService } from './service';

/** Decorates the API with `cart` and registers the module's routes (ARCHITECTURE.md, "Server modules"). */
export const cartModule = modulePlugin<{ cart: CartService }>('cart', async (api, { cart }) => {
  api.decorate('cart', cart);
  await api.register(cartRoutes, { cart });
});

declare module 'fastify' {
  interface FastifyInstance {
    cart: CartService;
  }
}
