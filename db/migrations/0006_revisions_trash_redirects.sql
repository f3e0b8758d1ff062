-- Revisions, trash and redirects (issue 26, docs/decisions/0030-revisions-trash-redirects.md).
-- Plain SQL that runs unchanged on PGlite and PostgreSQL.

-- Every write through the one writer keeps the version it replaces: the whole stored row as it
-- was (jsonb), numbered per slug, with who made the write (the key, "cli", "seed", "api") and when.
create table if not exists article_revisions (
  slug text not null,
  revision integer not null,
  article jsonb not null,
  event text not null,
  actor text not null,
  created_at timestamptz not null default now(),
  primary key (slug, revision)
);

-- A deleted article, kept 30 days for `articles -- undelete`; its slug is free meanwhile.
create table if not exists article_trash (
  slug text primary key,
  article jsonb not null,
  actor text not null,
  deleted_at timestamptz not null default now()
);

create index if not exists article_trash_deleted_at_idx on article_trash (deleted_at);

-- An old slug answering 301 with a new one, in every language's path. Chains are collapsed when
-- written, so `to_slug` is always the final target and never itself a `from_slug`.
create table if not exists article_redirects (
  from_slug text primary key,
  to_slug text not null,
  actor text not null,
  created_at timestamptz not null default now(),
  constraint article_redirects_not_self check (from_slug <> to_slug)
);

create index if not exists article_redirects_to_idx on article_redirects (to_slug);
