-- Owner: the common service's consultation calls (worker/services/common/consultation.ts).
-- Chinese administrative divisions for the consultation city cascader (GB/T 2260 codes),
-- seeded from a region-data package by scripts/regions.mjs into db/content.sql.
CREATE TABLE provinces (
  id INTEGER PRIMARY KEY,
  name TEXT NOT NULL
);
CREATE TABLE cities (
  id INTEGER PRIMARY KEY,
  province_id INTEGER NOT NULL REFERENCES provinces (id),
  name TEXT NOT NULL
);
CREATE INDEX cities_province ON cities (province_id);

-- Consultation submissions (person 1, enterprise 2).
CREATE TABLE consultations (
  id INTEGER PRIMARY KEY,
  type INTEGER NOT NULL CHECK (type IN (1, 2)),
  consumer_type INTEGER NOT NULL,
  month_ps_count_id INTEGER NOT NULL,
  name TEXT NOT NULL DEFAULT '',
  phone TEXT NOT NULL,
  phone_verified INTEGER NOT NULL DEFAULT 0,
  content TEXT NOT NULL DEFAULT '',
  created_at INTEGER NOT NULL DEFAULT (unixepoch())
);

-- Market-cooperation submissions (type 3): the city is stored split into province and city.
CREATE TABLE cooperations (
  id INTEGER PRIMARY KEY,
  cooperation_select TEXT NOT NULL,     -- JSON array of option values
  name TEXT NOT NULL,
  contract TEXT NOT NULL,
  company TEXT NOT NULL,
  province_id INTEGER NOT NULL,
  province_name TEXT NOT NULL,
  city_id INTEGER NOT NULL,
  city_name TEXT NOT NULL,
  job TEXT NOT NULL,
  cooperation_desc TEXT NOT NULL DEFAULT '',
  created_at INTEGER NOT NULL DEFAULT (unixepoch())
);
