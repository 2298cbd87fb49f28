-- Owner: activity service. What an activity's family shows beside its gifts and cards (a
-- JSON object read by the family's panel): a group buy's size, a deposit's bonuses and the
-- date its balance is usable until, a sale's stock, a subscription's renewal price... '{}'
-- for families that show nothing of their own.
ALTER TABLE activities ADD COLUMN data TEXT NOT NULL DEFAULT '{}' CHECK (json_valid(data) AND json_type(data) = 'object');
