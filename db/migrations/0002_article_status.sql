-- The publishing lifecycle (decision 0012): a stored status, tags and the featured image's alt
-- text. Existing rows keep what they showed: a date in the past is published, a future one
-- scheduled, none a draft. Plain SQL that runs unchanged on PGlite and PostgreSQL.
alter table articles add column if not exists status text;
alter table articles add column if not exists tags text[] not null default '{}';
alter table articles add column if not exists featured_image_alt text;

update articles
set status = case
  when published_at is null then 'draft'
  when published_at <= now() then 'published'
  else 'scheduled'
end
where status is null;

-- A row another tool inserts with SPEC §3's columns alone keeps their meaning: its published_at
-- decides (none: not shown; future: shown from then), as before this migration.
alter table articles alter column status set default 'published';
alter table articles alter column status set not null;
alter table articles add constraint articles_status_check check (status in ('draft', 'scheduled', 'published'));

-- Published and scheduled articles the site lists, by date: what listPublished reads.
create index if not exists articles_live_idx on articles (published_at desc) where status <> 'draft';
