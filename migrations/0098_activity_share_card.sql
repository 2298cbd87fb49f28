-- Owner: activity service. An activity's share link and thumbnail, set in the console
-- (issue 27): empty means the service's own, the activity's page and the site icon.
-- A link is a same-site path or an https URL; a thumbnail a same-site path or an https URL.
ALTER TABLE activities ADD COLUMN share_link TEXT NOT NULL DEFAULT '';
ALTER TABLE activities ADD COLUMN share_thumbnail TEXT NOT NULL DEFAULT '';
