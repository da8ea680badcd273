import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { searchSynonyms, searchVocabulary } from '../../db/schema/index';

/**
 * How many spelling corrections a typed word may take: the closest by trigram similarity among
 * the vocabulary words within pg_trgm's word-similarity threshold (0.6: "ibuprofneo" ~
 * "ibuprofeno", "paracetmol" ~ "paracetamol"), which its `<%` operator reads.
 */
const CORRECTIONS_PER_WORD = 3;

/**
 * Other forms of each typed (normalised) word, as (typed, alternative) rows: for a word that is
 * neither a vocabulary word, nor the start of one, nor a synonym, the closest vocabulary words
 * (a typo, with its closeness: the best one is what "¿Quisiste decir…?" shows); then the synonyms
 * of the word and of those corrections, both directions (closeness null). Runs
 * before every text search: built once per database, a named statement on PostgreSQL.
 */
export function wordAlternativesQuery(db: Database) {
  let query = queries.get(db);
  if (!query) queries.set(db, (query = prepare(db)));
  return query;
}

const queries = new WeakMap<Database, ReturnType<typeof prepare>>();

function prepare(db: Database) {
  const alternatives = sql`(
    with typed as materialized (
      select t.word,
        exists (select 1 from ${searchVocabulary} v where v.word like t.word || '%')
          or exists (select 1 from ${searchSynonyms} s where t.word in (s.term, s.synonym)) as is_known
      from unnest(${sql.placeholder('words')}::text[]) as t(word)
    ), corrections as (
      select t.word as typed, c.word as alternative, c.closeness
      from typed t cross join lateral (
        select v.word, similarity(t.word, v.word)::float8 as closeness from ${searchVocabulary} v
        where t.word <% v.word
        order by similarity(t.word, v.word) desc, v.products desc, v.word
        limit ${sql.raw(String(CORRECTIONS_PER_WORD))}
      ) c
      where not t.is_known
    ), forms as (
      select word as typed, word as form from typed
      union all
      select typed, alternative from corrections
    )
    select typed, alternative, closeness from corrections
    union all
    select f.typed, case when s.term = f.form then s.synonym else s.term end, null
    from forms f join ${searchSynonyms} s on f.form in (s.term, s.synonym)
  ) as alternatives`;
  return db
    .select({ typed: sql<string>`typed`, alternative: sql<string>`alternative`, closeness: sql<number | null>`closeness` })
    .from(alternatives)
    .prepare('mostrador_search_alternatives');
}
