-- The per-article fields services send and marketers expect (docs/decisions/0032-what-the-page-shows.md):
-- a canonical URL for an article first published elsewhere, a social title and image for shares,
-- the author's name, and a FAQ as a JSON list of { question, answer }. Existing rows have none.
-- Plain SQL that runs unchanged on PGlite and PostgreSQL.
alter table articles add column if not exists canonical_url text;
alter table articles add column if not exists social_title text;
alter table articles add column if not exists social_image text;
alter table articles add column if not exists author_name text;
alter table articles add column if not exists faq jsonb not null default '[]'::jsonb;
