-- Publishing from article services (issue 26, docs/decisions/0028-publishing-keys.md): named keys,
-- the deliveries already answered, and which of our articles each service's own article became.
-- Plain SQL that runs unchanged on PGlite and PostgreSQL.

-- One row a key. A bearer or header key (Outrank, Arvow, BabyLoveGrowth, api) is kept as the
-- SHA-256 of its secret; a signing key (hmac, standard-webhooks) as a salt, from which the secret
-- is derived again with the server's master secret (publishing_secrets), and the SHA-256 of it.
create table if not exists publishing_keys (
  id uuid primary key default gen_random_uuid(),
  name text not null unique,
  provider text not null,
  -- False: the key may save drafts only; a live publish (or schedule) is refused with 403.
  may_publish boolean not null default true,
  -- The languages it may write; null: all six.
  languages text[],
  secret_hash text not null,
  salt text,
  -- The generic HMAC adapter's settings: { signatureHeader, encoding, timestampHeader }.
  settings jsonb not null default '{}',
  created_at timestamptz not null default now(),
  last_used_at timestamptz,
  revoked_at timestamptz,
  constraint publishing_keys_provider_check
    check (provider in ('outrank', 'arvow', 'babylovegrowth', 'hmac', 'standard-webhooks', 'seobot', 'api'))
);

create index if not exists publishing_keys_hash_idx on publishing_keys (secret_hash);

-- Secrets the servers share and generate when none is configured: the master secret signing keys
-- are derived from, and the preview links' own secret.
create table if not exists publishing_secrets (
  name text primary key,
  value text not null,
  created_at timestamptz not null default now()
);

-- Deliveries answered with success, by the sender's delivery id, kept 15 minutes: a redelivery to
-- any server gets the same answer and writes nothing.
create table if not exists deliveries (
  provider text not null,
  key_name text not null,
  delivery_id text not null,
  status integer not null,
  answer jsonb not null,
  created_at timestamptz not null default now(),
  primary key (provider, delivery_id)
);

create index if not exists deliveries_created_at_idx on deliveries (created_at);

-- A service's article and ours, for good: a redelivery of the same item updates that article and
-- never makes a second one. Our id as text and no foreign key: a table another tool made may have
-- a text or integer id (migration 0005), and the link outlives a delete, so an article brought
-- back from the trash (it keeps its id) is still the service's.
create table if not exists article_sources (
  provider text not null,
  provider_id text not null,
  article_id text not null,
  created_at timestamptz not null default now(),
  primary key (provider, provider_id)
);

create index if not exists article_sources_article_idx on article_sources (article_id);
