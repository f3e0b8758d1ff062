-- The blog's search indexes without a pending list (issue 29, docs/decisions/0045-search.md).
-- A GIN index puts new entries in a pending list that VACUUM moves into the index; PGlite has no
-- autovacuum, so the list only grew (to 4 MB an index): every search read all of it, and the
-- planner, pricing that, read every row's head instead of the head's index (~15 ms a query at
-- 10,000 articles). With `fastupdate` off each write enters its entries in the index itself,
-- a little slower for a blog's few writes; what is pending now is moved in once. Plain SQL for
-- PGlite and PostgreSQL; the trigram index exists where pg_trgm could be created (migration 0009).
alter index articles_search_vector set (fastupdate = off);
alter index articles_search_head set (fastupdate = off);
select gin_clean_pending_list('articles_search_vector'::regclass), gin_clean_pending_list('articles_search_head'::regclass);

do $$
begin
  if to_regclass('articles_title_trigrams') is not null then
    alter index articles_title_trigrams set (fastupdate = off);
    perform gin_clean_pending_list('articles_title_trigrams'::regclass);
  end if;
end
$$;
