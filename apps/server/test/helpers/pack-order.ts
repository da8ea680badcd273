import type { FastifyInstance } from 'fastify';

/**
 * Packs an order in «Surtiendo» so «Enviar» is accepted (decision 064): every line still short is
 * counted by hand («código dañado»), as staff would without a scanner. Lines that need lot and
 * expiry cannot be counted this way: scan them first (helpers/picking.ts, dataMatrix).
 */
export async function packEveryLine(app: FastifyInstance, staff: { token: string; branchToken: string }, orderId: number): Promise<void> {
  const post = async (action: string, payload: object) => {
    const res = await app.inject({ method: 'POST', url: `/api/orders/${action}`, payload: { ...staff, ORDER_ID: orderId, ...payload } });
    if (res.statusCode !== 200) throw new Error(`${action}: ${res.body}`);
    return res.json<{ lines: { SKU: string; UNITS: number; PICKED: number; UNAVAILABLE: boolean }[] }>();
  };
  const list = await post('pickList', {});
  for (const line of list.lines) {
    if (!line.UNAVAILABLE && line.PICKED < line.UNITS) await post('pickConfirmLine', { SKU: line.SKU, REASON: 'Código dañado' });
  }
}
