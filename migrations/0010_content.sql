-- Owner: the common service's content calls (worker/services/common/content.ts, download.ts).
-- Content of the download, product, guide, help, article and portfolio pages, served by
-- the built-in common service. The rows are seeded by db/content.sql.

-- Download platform entries (spec section 3): one per product app and platform key.
CREATE TABLE download_platforms (
  app INTEGER NOT NULL,                 -- product app flag: 1 retouching app, 2 PixSoda
  platform_type TEXT NOT NULL CHECK (platform_type IN ('win', 'mac', 'mac_arm', 'iPad', 'iPhone', 'android')),
  app_type INTEGER NOT NULL,
  platform_name TEXT NOT NULL,
  icon TEXT NOT NULL,
  tip TEXT,
  more TEXT,
  alternate TEXT,
  sort INTEGER NOT NULL DEFAULT 0,
  PRIMARY KEY (app, platform_type)
);

-- Releases per platform and channel (5 stable, 6 early access); the newest is served.
CREATE TABLE download_releases (
  id INTEGER PRIMARY KEY,
  app INTEGER NOT NULL,
  platform_type TEXT NOT NULL,
  channel INTEGER NOT NULL CHECK (channel IN (5, 6)),
  version TEXT NOT NULL,
  url TEXT NOT NULL,
  size_mb REAL NOT NULL DEFAULT 0,
  min_os TEXT NOT NULL DEFAULT '',
  notes TEXT NOT NULL DEFAULT '',
  released_at INTEGER NOT NULL,
  FOREIGN KEY (app, platform_type) REFERENCES download_platforms (app, platform_type)
);
CREATE INDEX download_releases_lookup ON download_releases (app, platform_type, channel, released_at);

-- Cloud-drive share links for offline installation.
CREATE TABLE download_share_links (
  id INTEGER PRIMARY KEY,
  app INTEGER NOT NULL,
  name TEXT NOT NULL,
  url TEXT NOT NULL,
  code TEXT NOT NULL DEFAULT '',
  sort INTEGER NOT NULL DEFAULT 0
);

-- Product pages (/ipad, /mobile, /pixsoda) and their feature blocks.
CREATE TABLE products (
  key TEXT PRIMARY KEY,
  name TEXT NOT NULL,
  tagline TEXT NOT NULL,
  description TEXT NOT NULL,
  app INTEGER NOT NULL,
  platforms TEXT NOT NULL,              -- comma-separated platform keys
  hue INTEGER NOT NULL,
  motif TEXT NOT NULL
);
CREATE TABLE product_features (
  id INTEGER PRIMARY KEY,
  product_key TEXT NOT NULL REFERENCES products (key),
  title TEXT NOT NULL,
  text TEXT NOT NULL,
  hue INTEGER NOT NULL,
  motif TEXT NOT NULL,
  sort INTEGER NOT NULL DEFAULT 0
);

-- Tutorials, FAQ entries and articles. Bodies are plain text: '## ' starts a heading,
-- '- ' a list item, a blank line separates paragraphs.
CREATE TABLE guides (
  id INTEGER PRIMARY KEY,
  title TEXT NOT NULL,
  summary TEXT NOT NULL,
  category TEXT NOT NULL,
  minutes INTEGER NOT NULL,
  body TEXT NOT NULL,
  hue INTEGER NOT NULL,
  motif TEXT NOT NULL,
  sort INTEGER NOT NULL DEFAULT 0,
  published_at INTEGER NOT NULL,
  online INTEGER NOT NULL DEFAULT 1
);
CREATE TABLE help_entries (
  id INTEGER PRIMARY KEY,
  category TEXT NOT NULL,
  question TEXT NOT NULL,
  answer TEXT NOT NULL,
  sort INTEGER NOT NULL DEFAULT 0
);
CREATE TABLE articles (
  id INTEGER PRIMARY KEY,
  title TEXT NOT NULL,
  summary TEXT NOT NULL,
  tag TEXT NOT NULL,
  author TEXT NOT NULL,
  body TEXT NOT NULL,
  hue INTEGER NOT NULL,
  motif TEXT NOT NULL,
  published_at INTEGER NOT NULL,
  online INTEGER NOT NULL DEFAULT 1
);

-- Portfolio: works grouped by year.
CREATE TABLE portfolio_years (
  year INTEGER PRIMARY KEY,
  title TEXT NOT NULL,
  summary TEXT NOT NULL
);
CREATE TABLE portfolio_works (
  year INTEGER NOT NULL REFERENCES portfolio_years (year),
  slug TEXT NOT NULL,
  title TEXT NOT NULL,
  photographer TEXT NOT NULL,
  studio TEXT NOT NULL,
  genre TEXT NOT NULL,
  summary TEXT NOT NULL,
  body TEXT NOT NULL,
  tools TEXT NOT NULL DEFAULT '',       -- comma-separated features used
  hue INTEGER NOT NULL,
  motif TEXT NOT NULL,
  sort INTEGER NOT NULL DEFAULT 0,
  PRIMARY KEY (year, slug)
);
