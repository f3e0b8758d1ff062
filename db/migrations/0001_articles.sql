-- The blog's one table (SPEC §3), plus bookkeeping timestamps. Plain SQL that
-- runs unchanged on PGlite, PostgreSQL and Supabase's Postgres.
create table if not exists articles (
  id uuid primary key default gen_random_uuid(),
  slug text not null unique,
  title text not null,
  meta_description text,
  featured_image text,
  content_markdown text not null default '',
  content_html text not null default '',
  -- Empty or in the future: a draft, never listed or served.
  published_at timestamptz,
  published_url text,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);

create index if not exists articles_published_at_idx on articles (published_at desc);
