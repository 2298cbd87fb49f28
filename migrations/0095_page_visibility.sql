-- Owner: main service (global config, GET /v1/ow/config). The page-visibility bit set of
-- spec section 3 (Index 1, Help 2, Download 4, Complete 8, shared/pageVisibility.ts): a
-- set bit hides that page's entries. 0 hides nothing.
ALTER TABLE ow_config ADD COLUMN hidden_pages INTEGER NOT NULL DEFAULT 0 CHECK (hidden_pages BETWEEN 0 AND 15);
