-- The blog's search (issue 29, docs/decisions/0045-search.md). Each article's words, stemmed in its
-- own language, are kept in a generated column with a GIN index: PostgreSQL computes it for every
-- existing row when the column is added and for every row the writer (or anyone) inserts or
-- updates, so nothing can forget it. Weights rank the title (A) above the description (B) above
-- the body (C). A second table counts what readers looked for, with no visitor data.
-- Plain SQL and PL/pgSQL that run unchanged on PGlite and PostgreSQL.

-- An article's language as PostgreSQL's text search configuration (all six ship with it).
-- Immutable, as a generated column requires: the mapping never changes.
create or replace function syncreel_search_config(locale text) returns regconfig
  language sql immutable parallel safe
  return case locale
    when 'it' then 'italian'::regconfig
    when 'es' then 'spanish'::regconfig
    when 'de' then 'german'::regconfig
    when 'fr' then 'french'::regconfig
    when 'pt-br' then 'portuguese'::regconfig
    else 'english'::regconfig
  end;

-- The body as searchable text: the Markdown, or the HTML's text when the article was sent as HTML only.
create or replace function syncreel_search_body(markdown text, html text) returns text
  language sql immutable parallel safe
  return case when markdown ~ '\S' then markdown else regexp_replace(coalesce(html, ''), '<[^>]*>', ' ', 'g') end;

alter table articles add column if not exists search_vector tsvector generated always as (
  setweight(to_tsvector(syncreel_search_config(locale), coalesce(title, '')), 'A') ||
  setweight(to_tsvector(syncreel_search_config(locale), coalesce(meta_description, '')), 'B') ||
  setweight(to_tsvector(syncreel_search_config(locale), syncreel_search_body(content_markdown, content_html)), 'C')
) stored;

create index if not exists articles_search_vector on articles using gin (search_vector);

-- The title and description alone, small enough to be kept in the row: ranking reads this one for
-- every match, so a query matching thousands of articles does not read thousands of bodies' vectors.
alter table articles add column if not exists search_head tsvector generated always as (
  setweight(to_tsvector(syncreel_search_config(locale), coalesce(title, '')), 'A') ||
  setweight(to_tsvector(syncreel_search_config(locale), coalesce(meta_description, '')), 'B')
) stored;

-- Typo tolerance for short queries: trigrams of the titles (pg_trgm). PGlite has it when the
-- extension is loaded (app/data/drivers/pglite.server.ts); a database that cannot create it
-- (a PostgreSQL without the contrib package, a role not allowed to) searches without it.
do $$
begin
  create extension if not exists pg_trgm;
  create index if not exists articles_title_trigrams on articles using gin (title gin_trgm_ops);
exception when others then
  raise notice 'pg_trgm is not available (%): search runs without typo tolerance', sqlerrm;
end
$$;

-- What readers searched for: one row per language and normalised query, two counts, nothing else
-- (no time, no address, no cookie, no user agent). `npm run articles -- searches` reads it.
create table if not exists search_counts (
  locale text not null,
  query text not null check (length(query) between 1 and 200),
  searches bigint not null default 0,
  no_results bigint not null default 0,
  primary key (locale, query)
);
