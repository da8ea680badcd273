import { quoteIdent } from '../db/pglite-snapshot';

/*
 * The steps of `npm run migrate:to-postgres` that read and write rows (docs/operations.md,
 * docs/decisions/026). Values travel as PostgreSQL's own text form (`col::text` read, text
 * parameters written, typed by the target column), so nothing is rounded on the way: not
 * microseconds, not numeric, not jsonb.
 */

/** What both ends offer: PGlite and node-postgres answer `query(text, params)` with `{ rows }`. */
export interface Sql {
  query<T>(text: string, params?: unknown[]): Promise<{ rows: T[] }>;
}

/** The same output settings on both ends, so the same row prints the same text on both. */
export const SAME_TEXT = `set timezone = 'UTC'; set datestyle = 'ISO, YMD'; set intervalstyle = 'postgres'; set extra_float_digits = 1`;

export interface TableShape {
  name: string;
  /** Columns the copy writes: every one but generated columns, which the target computes. */
  columns: string[];
  /** An identity column GENERATED ALWAYS needs OVERRIDING SYSTEM VALUE to take the copied value. */
  hasAlwaysIdentity: boolean;
}

/** The public tables of `db`, each after every table it references (foreign keys). */
export async function tablesInDependencyOrder(db: Sql): Promise<TableShape[]> {
  const { rows: columns } = await db.query<{ table: string; column: string; identity: string }>(
    `select c.relname as table, a.attname as column, a.attidentity as identity
       from pg_attribute a join pg_class c on c.oid = a.attrelid join pg_namespace n on n.oid = c.relnamespace
      where n.nspname = 'public' and c.relkind = 'r' and a.attnum > 0 and not a.attisdropped and a.attgenerated = ''
      order by c.relname, a.attnum`,
  );
  const { rows: edges } = await db.query<{ table: string; references: string }>(
    `select c.conrelid::regclass::text as table, c.confrelid::regclass::text as references
       from pg_constraint c join pg_namespace n on n.oid = c.connamespace
      where c.contype = 'f' and n.nspname = 'public' and c.conrelid <> c.confrelid`,
  );
  const shapes = new Map<string, TableShape>();
  for (const { table, column, identity } of columns) {
    const shape = shapes.get(table) ?? { name: table, columns: [], hasAlwaysIdentity: false };
    shape.columns.push(column);
    shape.hasAlwaysIdentity ||= identity === 'a';
    shapes.set(table, shape);
  }
  const unquote = (name: string) => name.replace(/^"(.*)"$/, '$1').replaceAll('""', '"');
  const parents = new Map<string, Set<string>>([...shapes.keys()].map((t) => [t, new Set<string>()]));
  for (const e of edges) parents.get(unquote(e.table))?.add(unquote(e.references));
  const ordered: TableShape[] = [];
  const placed = new Set<string>();
  const place = (table: string, path: Set<string>) => {
    if (placed.has(table)) return;
    if (path.has(table)) throw new Error(`foreign keys form a cycle through ${table}`);
    path.add(table);
    for (const parent of parents.get(table) ?? []) if (shapes.has(parent)) place(parent, path);
    path.delete(table);
    placed.add(table);
    ordered.push(shapes.get(table)!);
  };
  for (const table of [...shapes.keys()].sort()) place(table, new Set());
  return ordered;
}

/**
 * Copies one table: read from the source through a cursor `batch` rows at a time, written with
 * one multi-row INSERT per batch (kept under PostgreSQL's 65,535 parameters). The caller holds a
 * transaction on the source (the cursor's) and on the target (all or nothing).
 */
export async function copyTable(source: Sql, target: Sql, table: TableShape, batch: number): Promise<number> {
  const cols = table.columns.map(quoteIdent);
  const perInsert = Math.max(1, Math.min(batch, Math.floor(65_000 / cols.length)));
  const cursor = `copy_${table.name.replace(/\W/g, '_')}`;
  await source.query(
    `declare ${cursor} no scroll cursor for select ${cols.map((c) => `${c}::text`).join(', ')} from public.${quoteIdent(table.name)}`,
  );
  const insert = `insert into public.${quoteIdent(table.name)} (${cols.join(', ')})${table.hasAlwaysIdentity ? ' overriding system value' : ''} values `;
  let copied = 0;
  for (;;) {
    const { rows } = await source.query<Record<string, string | null>>(`fetch ${perInsert} from ${cursor}`);
    if (rows.length === 0) break;
    const params: (string | null)[] = [];
    const tuples = rows.map((row) => {
      const values = Object.values(row);
      const placeholders = values.map((v) => `$${params.push(v)}`);
      return `(${placeholders.join(', ')})`;
    });
    await target.query(insert + tuples.join(', '), params);
    copied += rows.length;
  }
  await source.query(`close ${cursor}`);
  return copied;
}

/**
 * Rows and a checksum of a table's copied columns: the md5 of every row's text, sorted (by
 * md5, so no collation is involved) and hashed together. Equal on both ends means equal rows.
 */
export async function tableChecksum(db: Sql, table: TableShape): Promise<{ rows: number; md5: string }> {
  const row = `row(${table.columns.map(quoteIdent).join(', ')})::text`;
  const { rows } = await db.query<{ rows: string; md5: string }>(
    `select count(*)::text as rows, md5(coalesce(string_agg(h, '' order by h), '')) as md5
       from (select md5(${row}) as h from public.${quoteIdent(table.name)}) x`,
  );
  return { rows: Number(rows[0]?.rows ?? 0), md5: rows[0]?.md5 ?? '' };
}

export interface SequenceState {
  name: string;
  last: string | null;
  start: string;
}

export async function sequencesOf(db: Sql): Promise<SequenceState[]> {
  const { rows } = await db.query<SequenceState>(
    `select sequencename as name, last_value::text as last, start_value::text as start from pg_sequences where schemaname = 'public' order by 1`,
  );
  return rows;
}

/** Each target sequence continues where the source's stands (the next folio is the next one). */
export async function copySequences(source: Sql, target: Sql): Promise<SequenceState[]> {
  const sequences = await sequencesOf(source);
  for (const s of sequences) {
    const name = `public.${quoteIdent(s.name)}`;
    if (s.last === null) await target.query(`select setval($1::regclass, $2::bigint, false)`, [name, s.start]);
    else await target.query(`select setval($1::regclass, $2::bigint, true)`, [name, s.last]);
  }
  return sequences;
}
