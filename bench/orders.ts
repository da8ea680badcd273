import autocannon from 'autocannon';
import { BRANCHES } from '../apps/server/src/seed/data/branches';
import { benchAccounts, percentile, post } from './accounts';

const ADD_CONNECTIONS = 50;
const CHECKOUT_CLIENTS = 20;
const round1 = (x: number) => Math.round(x * 10) / 10;

type Customer = { phone: string; token: string; addressId: number };

/** Customers with a delivery address in the first branch's area (the demo branches' data). */
export async function customers(origin: string, prefix: string, count: number): Promise<Customer[]> {
  const postalCode = BRANCHES[0]?.postalCodes[0] ?? '44100';
  const list: Customer[] = [];
  for (const a of await benchAccounts(origin, prefix, count)) {
    let { user_addresses } = await post<{ user_addresses: { ID: number }[] }>(origin, '/api/customer/addresses/list', { token: a.token });
    if (user_addresses.length === 0) {
      ({ user_addresses } = await post<{ user_addresses: { ID: number }[] }>(origin, '/api/customer/addresses/save', {
        token: a.token,
        ALIAS: 'Casa',
        CALLE: 'Av. Chapultepec',
        NUMERO_EXTERIOR: '120',
        COLONIA: 'Americana',
        CODIGO_POSTAL: postalCode,
        MUNICIPIO: 'Guadalajara',
        ESTADO: 'Jalisco',
      }));
    }
    list.push({ ...a, addressId: user_addresses[0]!.ID });
  }
  return list;
}

/**
 * Over-the-counter SKUs the first branch has plenty of (100+ pieces, read from each product's
 * availability), so a run's orders do not run the stock out; prescriptions would need a doctor.
 */
export async function skus(origin: string, wanted = 60): Promise<string[]> {
  const branch = BRANCHES[0]?.code ?? '';
  const found: string[] = [];
  for (let page = 1; page <= 20 && found.length < wanted; page++) {
    const res = await fetch(
      `${origin}/api/catalogue/products?BRANCH=${branch}&IN_STOCK=true&PRESCRIPTION=false&PAGE_SIZE=60&PAGE=${page}&SORT=name`,
    );
    const { products } = (await res.json()) as { products: { SKU: string }[] };
    for (const { SKU } of products) {
      const detail = (await (await fetch(`${origin}/api/catalogue/products/${encodeURIComponent(SKU)}`)).json()) as {
        product?: { AVAILABILITY: { BRANCH: string; UNITS: number }[] };
      };
      if ((detail.product?.AVAILABILITY.find((a) => a.BRANCH === branch)?.UNITS ?? 0) >= 100) found.push(SKU);
    }
  }
  return found.slice(0, wanted);
}

/** Add-to-cart p95 with 50 concurrent clients, each request a customer and product in turn. */
export async function measureAddToCart(origin: string, seconds: number) {
  const buyers = await customers(origin, '33991000', ADD_CONNECTIONS);
  const products = await skus(origin);
  const latencies: number[] = [];
  let n = 0;
  const result = await new Promise<autocannon.Result>((resolve, reject) => {
    const instance = autocannon(
      {
        url: `${origin}/api/orders/shoppingCartAddProduct`,
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        connections: ADD_CONNECTIONS,
        duration: seconds,
        requests: [
          {
            setupRequest: (req) => ({
              ...req,
              body: JSON.stringify({ token: buyers[n % buyers.length]!.token, SKU: products[n++ % products.length], UNITS: 1 }),
            }),
          },
        ],
      },
      (error, done) => (error ? reject(error) : resolve(done)),
    );
    instance.on('response', (_client, statusCode, _bytes, responseTime) => {
      if (statusCode === 200) latencies.push(responseTime);
    });
  });
  // The carts go back to empty so a kept database does not grow 99-unit lines run after run.
  for (const b of buyers)
    for (const SKU of products) await post(origin, '/api/orders/shoppingCartUpdateProductUnits', { token: b.token, SKU, UNITS: 0 });
  latencies.sort((a, b) => a - b);
  return {
    connections: ADD_CONNECTIONS,
    rps: Math.round(result.requests.average),
    p50Ms: round1(percentile(latencies, 50)),
    p95Ms: round1(percentile(latencies, 95)),
    non2xx: result.non2xx,
  };
}

/**
 * Checkout p95 with 20 clients, each in a loop: put two products in the cart (not timed), then
 * finish it (timed). Products rotate so the branch's stock lasts the run.
 */
export async function measureCheckout(origin: string, seconds: number) {
  const buyers = await customers(origin, '33992000', CHECKOUT_CLIENTS);
  const products = await skus(origin);
  const latencies: number[] = [];
  let refused = 0;
  let n = 0;
  const deadline = performance.now() + seconds * 1000;
  await Promise.all(
    buyers.map(async (b) => {
      while (performance.now() < deadline) {
        for (let i = 0; i < 2; i++)
          await post(origin, '/api/orders/shoppingCartAddProduct', { token: b.token, SKU: products[n++ % products.length] });
        const t0 = performance.now();
        const res = await fetch(`${origin}/api/orders/shoppingCartFinish`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ token: b.token, PHONE: b.phone, ADDRESS_ID: b.addressId, NOTES: 'Prueba de rendimiento' }),
        });
        await res.arrayBuffer();
        if (res.ok) latencies.push(performance.now() - t0);
        else {
          // A refused cart keeps its lines: empty it, or every later try would be refused too.
          refused++;
          const { shoppingCart } = await post<{ shoppingCart: { products: { SKU: string }[] } }>(origin, '/api/orders/shoppingCart', {
            token: b.token,
          });
          for (const { SKU } of shoppingCart.products)
            await post(origin, '/api/orders/shoppingCartUpdateProductUnits', { token: b.token, SKU, UNITS: 0 });
        }
      }
    }),
  );
  latencies.sort((a, b) => a - b);
  return {
    clients: CHECKOUT_CLIENTS,
    orders: latencies.length,
    ordersPerSecond: round1(latencies.length / seconds),
    p50Ms: round1(percentile(latencies, 50)),
    p95Ms: round1(percentile(latencies, 95)),
    refused,
  };
}
