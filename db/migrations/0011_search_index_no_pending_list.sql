-- The blog's search indexes without a pending list (issue 29, docs/decisions/0045-search.md).
-- A GIN index puts new entries in a pending list that VACUUM moves into the index. PGlite has no
-- autovacuum, so a list was emptied only when a write passed its 4 MB limit
-- (gin_pending_list_limit): every search read what was pending, and the planner, pricing that,
-- read every row's head instead of the head's index (at 10,000 articles: 348 pending pages on the
-- head's index, 375 on the title trigrams'). With `fastupdate` off each write enters its entries in
-- the index itself, a little slower for a blog's few writes; what is pending now is moved in once.
-- Plain SQL for PGlite and PostgreSQL; the trigram index exists where pg_trgm could be created
-- (migration 0009).
alter index articles_search_vector set (fastupdate = off);
alter index articles_search_head set (fastupdate = off);
select gin_clean_pending_list('articles_search_vector'::regclass) as vector_pages,
  gin_clean_pending_list('articles_search_head'::regclass) as head_pages;

do $$
begin
  if to_regclass('articles_title_trigrams') is not null then
    alter index articles_title_trigrams set (fastupdate = off);
    perform gin_clean_pending_list('articles_title_trigrams'::regclass);
  end if;
end
$$;
