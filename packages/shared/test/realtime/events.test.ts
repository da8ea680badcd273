import { describe, expect, expectTypeOf, it } from 'vitest';
import type { ClientToServerEvents, ConnectBranchAck, LiveOrder, ServerToClientEvents } from '../../src/realtime/events';
import { SOCKET_TOKEN_HEADER, branchRoom, courierRoom, customerRoom } from '../../src/realtime/events';

describe('rooms', () => {
  it('names a room per customer and per branch', () => {
    expect(customerRoom(42)).toBe('customer:42');
    expect(branchRoom('GDL-CENTRO')).toBe('branch:GDL-CENTRO');
  });

  it('never lets a customer and a branch share a room', () => {
    expect(customerRoom(1)).not.toBe(branchRoom('1'));
  });

  it("keeps a branch's couriers apart from its staff (decision 075)", () => {
    expect(courierRoom('GDL-CENTRO')).toBe('couriers:GDL-CENTRO');
    expect(courierRoom('GDL-CENTRO')).not.toBe(branchRoom('GDL-CENTRO'));
  });

  it('reads the token from the x-token header', () => {
    expect(SOCKET_TOKEN_HEADER).toBe('x-token');
  });
});

describe('event maps', () => {
  it('carry the events of docs/product.md#live-channel, PICK_UPDATED, SUBSTITUTION, PHARMACIST_CHECK, COURIER_UPDATE (decision 075), ORDER_PACKED (decision 077), and RESYNC after a Redis outage', () => {
    expectTypeOf<keyof ServerToClientEvents>().toEqualTypeOf<
      | 'login_status'
      | 'message'
      | 'ORDER_STATUS'
      | 'NEW_ORDER'
      | 'NEW_ORDER_STATUS'
      | 'PICK_UPDATED'
      | 'SUBSTITUTION'
      | 'PHARMACIST_CHECK'
      | 'COURIER_UPDATE'
      | 'ORDER_PACKED'
      | 'RESYNC'
    >();
    expectTypeOf<keyof ClientToServerEvents>().toEqualTypeOf<'connect_branch' | 'connect_courier'>();
  });

  it('acknowledge connect_branch with ok and the branch', () => {
    type Ack = Parameters<Parameters<ClientToServerEvents['connect_branch']>[1]>[0];
    expectTypeOf<Ack>().toEqualTypeOf<ConnectBranchAck>();
    expectTypeOf<{ ok: true; branch: string }>().toExtend<Ack>();
  });

  it('let NEW_ORDER carry a richer order type', () => {
    type Detail = LiveOrder & { products: string[] };
    type Payload = Parameters<ServerToClientEvents<Detail>['NEW_ORDER']>[0];
    expectTypeOf<Payload['orderDetails']['products']>().toEqualTypeOf<string[]>();
  });
});
