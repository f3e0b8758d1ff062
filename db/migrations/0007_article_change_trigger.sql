-- A write made straight in the database (SQL from a console, an import, another tool) reaches the
-- site's cached pages at once: every statement that changes articles notifies the channel the site
-- listens to (CHANGE_CHANNEL in app/data/article-changes.server.ts), and the site treats it as a
-- change of any article. The site's own writer sets syncreel.writer in its transaction and sends a
-- notification naming the one article it changed, so it is not heard twice.
-- Plain SQL that runs unchanged on PGlite and PostgreSQL.
create or replace function syncreel_articles_changed() returns trigger language plpgsql as $$
begin
  if coalesce(current_setting('syncreel.writer', true), '') <> 'on' then
    perform pg_notify('syncreel_article_changes', '{"origin":"database","all":true}');
  end if;
  return null;
end
$$;

drop trigger if exists articles_changed on articles;
create trigger articles_changed after insert or update or delete or truncate on articles
  for each statement execute function syncreel_articles_changed();
