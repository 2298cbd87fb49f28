-- The source channel's uuid (`_uuid` of the landing link, kept by the edge in a cookie)
-- that a registration came through, beside its source_id (sId): which channel paid.
ALTER TABLE organisations ADD COLUMN source_uuid TEXT;
