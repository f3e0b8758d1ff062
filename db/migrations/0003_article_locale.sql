-- The blog in six languages (issue 19, docs/decisions/0018-six-languages.md): each article has a
-- language, and articles that are translations of each other share a translation key. Existing
-- rows are English with no translations. Slugs stay unique across languages, so every other tool
-- (the CLI's `unpublish <slug>`, previews, social cards) keeps naming an article by its slug alone.
-- Plain SQL that runs unchanged on PGlite and PostgreSQL.
alter table articles add column if not exists locale text not null default 'en';
alter table articles add column if not exists translation_key text;

alter table articles add constraint articles_locale_check check (locale in ('en', 'it', 'es', 'de', 'fr', 'pt-br'));

-- One article per language for each translation key: two Italian versions of one article would
-- leave its pages unsure which to link to.
create unique index if not exists articles_translation_key_locale_idx on articles (translation_key, locale)
  where translation_key is not null;

-- A language's list (/it/blog), by date: what listPage reads with a locale.
create index if not exists articles_locale_live_idx on articles (locale, published_at desc) where status <> 'draft';
