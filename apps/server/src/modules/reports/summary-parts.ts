type Raw = Record<string, string | number | null>;

const byText =
  (...keys: string[]) =>
  (a: Raw, b: Raw): number => {
    for (const k of keys) {
      const [x, y] = [String(a[k] ?? ''), String(b[k] ?? '')];
      if (x !== y) return x < y ? -1 : 1;
    }
    return 0;
  };
const served = (r: Raw): Raw => ({ ...r, orders: Number(r.orders) - Number(r.cancelled) });

/**
 * The one-pass sales query's rows (repository `salesAll`) in the shapes the single-table queries
 * answer, in their order: per branch; per day and branch and per fulfilment or payment counting
 * the orders served; the week's hours counting every order placed.
 */
export function salesParts(rows: Raw[]) {
  const part = (name: string) => rows.filter((r) => r.part === name);
  return {
    branch: part('branch').sort(byText('branch')),
    day: part('day').map(served).sort(byText('day', 'branch')),
    heat: part('heat'),
    fulfilment: part('fulfilment').map(served).sort(byText('key')),
    payment: part('payment').map(served).sort(byText('key')),
  };
}

/** The products query's rows (repository `productsAll`): the best sellers and the departments, each in its order. */
export function productParts(rows: Raw[]) {
  const departments = rows
    .filter((r) => r.part === 'department')
    .map((r): Raw => ({ department: r.name ?? null, units: r.units ?? null, revenue: r.revenue ?? null }))
    .sort((a, b) => Number(b.revenue) - Number(a.revenue) || byText('department')(a, b));
  const top = rows.filter((r) => r.part === 'top').sort((a, b) => Number(b.units) - Number(a.units) || byText('sku')(a, b));
  return { top, departments };
}
