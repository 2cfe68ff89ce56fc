-- Sponsor logos are uploaded images served from our own origin (/api/media/...): an address on
-- another site would be a third-party request on every league page, and the pages' CSP blocks it.
-- Logos saved as such addresses before are dropped; commissioners upload them again.
UPDATE leagues SET sponsor_logo_url = NULL
WHERE sponsor_logo_url IS NOT NULL AND sponsor_logo_url NOT LIKE '/api/media/%';
