-- Payment service (owner). A product's price while the global config's promotion window is
-- open (the sec-kill or promotion purchase window of ow_config); 0 when it has none.
-- One-time products only: orders sold at it carry payment scene 5 (promotion-ex).
ALTER TABLE pay_products ADD COLUMN promotion_price INTEGER NOT NULL DEFAULT 0 CHECK (promotion_price >= 0);
