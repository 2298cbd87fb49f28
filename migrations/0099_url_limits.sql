-- Operator-set URL limits (issue 28): the pages of this site POST /v1/web/weight/is_url_limit
-- answers as limited. `pattern` is a path (/guide/3) or a path prefix ending in * (/activity/*);
-- the console adds and removes rows, each change in the audit log.
CREATE TABLE url_limits (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  pattern TEXT NOT NULL UNIQUE,
  note TEXT NOT NULL DEFAULT '',
  created_at INTEGER NOT NULL,
  created_by TEXT NOT NULL
);
