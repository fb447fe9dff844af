-- What the calling page let the network see (issue 31, docs/security.md): a script's
-- { address, referrer, cookies } as the page showed them to it; a postback's referrer and
-- cookies as its request carried them (address null: an image sees no page).
ALTER TABLE ad_network_calls ADD COLUMN seen jsonb;
