import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PgliteWorkerClient } from '../../src/db/pglite-worker';

// The embedded database on its own thread: what Drizzle's driver relies on must hold there too.
describe('PGlite on a worker thread', () => {
  let client: PgliteWorkerClient;
  beforeAll(async () => {
    client = await PgliteWorkerClient.open(null);
    await client.exec('create table t (id int primary key, at timestamptz not null default now(), note text)');
  });
  afterAll(() => client?.close());

  it('answers rows as objects or arrays, and leaves the types Drizzle asks for as text', async () => {
    await client.query('insert into t (id, at) values ($1, $2)', [1, '2026-11-24T10:00:00Z']);
    const { rows } = await client.query('select id, at from t where id = $1', [1], {
      rowMode: 'object',
      parsers: { 1184: (v: unknown) => v },
    });
    expect(rows).toEqual([{ id: 1, at: '2026-11-24 10:00:00+00' }]);
    expect((await client.query('select id from t', [], { rowMode: 'array' })).rows).toEqual([[1]]);
  });

  it('reports PostgreSQL errors with their SQLSTATE and constraint', async () => {
    await expect(client.query('insert into t (id) values (1)')).rejects.toMatchObject({ code: '23505', constraint: 't_pkey' });
  });

  it('commits a transaction, and rolls one back when its callback throws', async () => {
    await client.transaction(async (tx) => {
      await tx.query('insert into t (id) values (2)');
    });
    await expect(
      client.transaction(async (tx) => {
        await tx.query('insert into t (id) values (3)');
        throw new Error('cambio de opinión');
      }),
    ).rejects.toThrow('cambio de opinión');
    expect((await client.query('select id from t order by id', [], { rowMode: 'array' })).rows).toEqual([[1], [2]]);
  });

  it('keeps other statements out of an open transaction until it ends', async () => {
    let inside: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (inside = resolve));
    const transaction = client.transaction(async (tx) => {
      await tx.query('insert into t (id, note) values (4, $1)', ['pendiente']);
      await held;
      await tx.query("update t set note = 'listo' where id = 4");
    });
    await new Promise((r) => setTimeout(r, 20));
    const outside = client.query('select note from t where id = 4', [], { rowMode: 'array' });
    inside();
    await transaction;
    expect((await outside).rows).toEqual([['listo']]);
  });
});
