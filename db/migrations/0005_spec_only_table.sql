-- A table another tool created with SPEC §3's columns alone (id, slug, title, meta_description,
-- featured_image, content_markdown, content_html, published_at, published_url): migration 0001
-- found a table and created nothing, 0002 and 0003 added their columns, and the site still lacked
-- what it reads and writes by (issue 26). This adds the rest, and on a table 0001 created it
-- changes nothing. What it cannot mend (two rows with one slug, a date stored as text) fails the
-- migration with a message saying what to fix; nothing of this file is applied then.
-- Plain SQL and PL/pgSQL that run unchanged on PGlite and PostgreSQL.

-- SPEC §3's columns, in case the other tool left one out.
alter table articles add column if not exists slug text;
alter table articles add column if not exists title text;
alter table articles add column if not exists meta_description text;
alter table articles add column if not exists featured_image text;
alter table articles add column if not exists content_markdown text;
alter table articles add column if not exists content_html text;
alter table articles add column if not exists published_at timestamptz;
alter table articles add column if not exists published_url text;
-- The bookkeeping timestamps every read and write uses (the sitemap's lastmod, stale writes).
alter table articles add column if not exists created_at timestamptz not null default now();
alter table articles add column if not exists updated_at timestamptz not null default now();

do $$
declare
  kind text;
  taken text;
  holders bigint;
begin
  -- The dates are compared with now(): they must be timestamps.
  select data_type into kind from information_schema.columns
    where table_schema = current_schema() and table_name = 'articles' and column_name = 'published_at';
  if kind not in ('timestamp with time zone', 'timestamp without time zone') then
    raise exception 'articles.published_at is of type %, not a timestamp: convert it (alter table articles alter column published_at type timestamptz using published_at::timestamptz), then run db:migrate again', kind;
  end if;

  -- Every write names its article by slug (insert … on conflict (slug)): one row per slug, none without.
  select slug, count(*) into taken, holders from articles group by slug having count(*) > 1 or slug is null limit 1;
  if found then
    raise exception 'articles holds % rows with the slug %: an article is found by its slug, so each slug must belong to one row; delete or rename the others, then run db:migrate again',
      holders, coalesce('"' || taken || '"', 'null (none)');
  end if;
  alter table articles alter column slug set not null;
  if not exists (
    select 1 from pg_index i join pg_attribute a on a.attrelid = i.indrelid and a.attnum = i.indkey[0]
    where i.indrelid = 'articles'::regclass and i.indisunique and i.indnkeyatts = 1 and i.indpred is null and a.attname = 'slug'
  ) then
    create unique index articles_slug_key on articles (slug);
  end if;

  -- A title is every article's heading; the bodies are never null (empty at worst).
  if exists (select 1 from articles where title is null) then
    raise exception 'articles has rows with no title (e.g. the slug "%"): give each a title, then run db:migrate again',
      (select slug from articles where title is null limit 1);
  end if;
  alter table articles alter column title set not null;
  update articles set content_markdown = '' where content_markdown is null;
  update articles set content_html = '' where content_html is null;
  alter table articles alter column content_markdown set default '';
  alter table articles alter column content_markdown set not null;
  alter table articles alter column content_html set default '';
  alter table articles alter column content_html set not null;

  -- A new article gets its id from the database: a uuid, or the next number.
  if not exists (
    select 1 from information_schema.columns
    where table_schema = current_schema() and table_name = 'articles' and column_name = 'id'
  ) then
    alter table articles add column id uuid not null default gen_random_uuid() unique;
  else
    select data_type into kind from information_schema.columns
      where table_schema = current_schema() and table_name = 'articles' and column_name = 'id';
    if (select column_default is null and is_identity = 'NO' from information_schema.columns
        where table_schema = current_schema() and table_name = 'articles' and column_name = 'id') then
      if kind = 'uuid' then
        alter table articles alter column id set default gen_random_uuid();
      elsif kind in ('text', 'character varying') then
        alter table articles alter column id set default gen_random_uuid()::text;
      elsif kind in ('integer', 'bigint', 'smallint') then
        create sequence if not exists articles_id_seq owned by articles.id;
        perform setval('articles_id_seq', coalesce((select max(id) from articles), 0) + 1, false);
        alter table articles alter column id set default nextval('articles_id_seq');
      else
        raise exception 'articles.id is of type % with no default: give it one (a uuid or a sequence), then run db:migrate again', kind;
      end if;
    end if;
  end if;
end
$$;
