-- Owner: the edge's ad-click capture (worker/edge/capture.ts); the ads service takes it over
-- when it lands. No other module writes it.
-- Ad click ids seen at the edge, recorded against the visitor's web_id cookie.
CREATE TABLE ad_clicks (
  id INTEGER PRIMARY KEY,
  web_id TEXT NOT NULL,
  platform INTEGER NOT NULL,
  click_id TEXT NOT NULL,
  click_uri TEXT NOT NULL,
  created_at INTEGER NOT NULL DEFAULT (unixepoch())
);
CREATE INDEX ad_clicks_web_id ON ad_clicks(web_id);
