-- The blog's search at size (issue 29, docs/decisions/0045-search.md): a GIN index on migration
-- 0009's `search_head` (title and description), so that the matches in a title or description are
-- found through it rather than by reading every row's head. Plain SQL for PGlite and PostgreSQL.
create index if not exists articles_search_head on articles using gin (search_head);
