-- The content version (docs/decisions/013): every change to a table that anonymous pages
-- show bumps it, whoever makes the change (the app, a script or `wrangler d1 execute`), so
-- the rendered HTML kept per version is never served after its content changed.
CREATE TABLE content_version (
  id INTEGER PRIMARY KEY CHECK (id = 1),
  version INTEGER NOT NULL
);
INSERT INTO content_version (id, version) VALUES (1, 1);

CREATE TRIGGER ow_config_insert_bumps_content AFTER INSERT ON ow_config BEGIN INSERT INTO content_version (id, version) VALUES (1, 1) ON CONFLICT (id) DO UPDATE SET version = version + 1; END;
CREATE TRIGGER ow_config_update_bumps_content AFTER UPDATE ON ow_config BEGIN INSERT INTO content_version (id, version) VALUES (1, 1) ON CONFLICT (id) DO UPDATE SET version = version + 1; END;
CREATE TRIGGER ow_config_delete_bumps_content AFTER DELETE ON ow_config BEGIN INSERT INTO content_version (id, version) VALUES (1, 1) ON CONFLICT (id) DO UPDATE SET version = version + 1; END;
CREATE TRIGGER articles_insert_bumps_content AFTER INSERT ON articles BEGIN INSERT INTO content_version (id, version) VALUES (1, 1) ON CONFLICT (id) DO UPDATE SET version = version + 1; END;
CREATE TRIGGER articles_update_bumps_content AFTER UPDATE ON articles BEGIN INSERT INTO content_version (id, version) VALUES (1, 1) ON CONFLICT (id) DO UPDATE SET version = version + 1; END;
CREATE TRIGGER articles_delete_bumps_content AFTER DELETE ON articles BEGIN INSERT INTO content_version (id, version) VALUES (1, 1) ON CONFLICT (id) DO UPDATE SET version = version + 1; END;
CREATE TRIGGER cities_insert_bumps_content AFTER INSERT ON cities BEGIN INSERT INTO content_version (id, version) VALUES (1, 1) ON CONFLICT (id) DO UPDATE SET version = version + 1; END;
CREATE TRIGGER cities_update_bumps_content AFTER UPDATE ON cities BEGIN INSERT INTO content_version (id, version) VALUES (1, 1) ON CONFLICT (id) DO UPDATE SET version = version + 1; END;
CREATE TRIGGER cities_delete_bumps_content AFTER DELETE ON cities BEGIN INSERT INTO content_version (id, version) VALUES (1, 1) ON CONFLICT (id) DO UPDATE SET version = version + 1; END;
CREATE TRIGGER provinces_insert_bumps_content AFTER INSERT ON provinces BEGIN INSERT INTO content_version (id, version) VALUES (1, 1) ON CONFLICT (id) DO UPDATE SET version = version + 1; END;
CREATE TRIGGER provinces_update_bumps_content AFTER UPDATE ON provinces BEGIN INSERT INTO content_version (id, version) VALUES (1, 1) ON CONFLICT (id) DO UPDATE SET version = version + 1; END;
CREATE TRIGGER provinces_delete_bumps_content AFTER DELETE ON provinces BEGIN INSERT INTO content_version (id, version) VALUES (1, 1) ON CONFLICT (id) DO UPDATE SET version = version + 1; END;
CREATE TRIGGER cooperations_insert_bumps_content AFTER INSERT ON cooperations BEGIN INSERT INTO content_version (id, version) VALUES (1, 1) ON CONFLICT (id) DO UPDATE SET version = version + 1; END;
CREATE TRIGGER cooperations_update_bumps_content AFTER UPDATE ON cooperations BEGIN INSERT INTO content_version (id, version) VALUES (1, 1) ON CONFLICT (id) DO UPDATE SET version = version + 1; END;
CREATE TRIGGER cooperations_delete_bumps_content AFTER DELETE ON cooperations BEGIN INSERT INTO content_version (id, version) VALUES (1, 1) ON CONFLICT (id) DO UPDATE SET version = version + 1; END;
CREATE TRIGGER download_platforms_insert_bumps_content AFTER INSERT ON download_platforms BEGIN INSERT INTO content_version (id, version) VALUES (1, 1) ON CONFLICT (id) DO UPDATE SET version = version + 1; END;
CREATE TRIGGER download_platforms_update_bumps_content AFTER UPDATE ON download_platforms BEGIN INSERT INTO content_version (id, version) VALUES (1, 1) ON CONFLICT (id) DO UPDATE SET version = version + 1; END;
CREATE TRIGGER download_platforms_delete_bumps_content AFTER DELETE ON download_platforms BEGIN INSERT INTO content_version (id, version) VALUES (1, 1) ON CONFLICT (id) DO UPDATE SET version = version + 1; END;
CREATE TRIGGER download_releases_insert_bumps_content AFTER INSERT ON download_releases BEGIN INSERT INTO content_version (id, version) VALUES (1, 1) ON CONFLICT (id) DO UPDATE SET version = version + 1; END;
CREATE TRIGGER download_releases_update_bumps_content AFTER UPDATE ON download_releases BEGIN INSERT INTO content_version (id, version) VALUES (1, 1) ON CONFLICT (id) DO UPDATE SET version = version + 1; END;
CREATE TRIGGER download_releases_delete_bumps_content AFTER DELETE ON download_releases BEGIN INSERT INTO content_version (id, version) VALUES (1, 1) ON CONFLICT (id) DO UPDATE SET version = version + 1; END;
CREATE TRIGGER download_share_links_insert_bumps_content AFTER INSERT ON download_share_links BEGIN INSERT INTO content_version (id, version) VALUES (1, 1) ON CONFLICT (id) DO UPDATE SET version = version + 1; END;
CREATE TRIGGER download_share_links_update_bumps_content AFTER UPDATE ON download_share_links BEGIN INSERT INTO content_version (id, version) VALUES (1, 1) ON CONFLICT (id) DO UPDATE SET version = version + 1; END;
CREATE TRIGGER download_share_links_delete_bumps_content AFTER DELETE ON download_share_links BEGIN INSERT INTO content_version (id, version) VALUES (1, 1) ON CONFLICT (id) DO UPDATE SET version = version + 1; END;
CREATE TRIGGER guides_insert_bumps_content AFTER INSERT ON guides BEGIN INSERT INTO content_version (id, version) VALUES (1, 1) ON CONFLICT (id) DO UPDATE SET version = version + 1; END;
CREATE TRIGGER guides_update_bumps_content AFTER UPDATE ON guides BEGIN INSERT INTO content_version (id, version) VALUES (1, 1) ON CONFLICT (id) DO UPDATE SET version = version + 1; END;
CREATE TRIGGER guides_delete_bumps_content AFTER DELETE ON guides BEGIN INSERT INTO content_version (id, version) VALUES (1, 1) ON CONFLICT (id) DO UPDATE SET version = version + 1; END;
CREATE TRIGGER help_entries_insert_bumps_content AFTER INSERT ON help_entries BEGIN INSERT INTO content_version (id, version) VALUES (1, 1) ON CONFLICT (id) DO UPDATE SET version = version + 1; END;
CREATE TRIGGER help_entries_update_bumps_content AFTER UPDATE ON help_entries BEGIN INSERT INTO content_version (id, version) VALUES (1, 1) ON CONFLICT (id) DO UPDATE SET version = version + 1; END;
CREATE TRIGGER help_entries_delete_bumps_content AFTER DELETE ON help_entries BEGIN INSERT INTO content_version (id, version) VALUES (1, 1) ON CONFLICT (id) DO UPDATE SET version = version + 1; END;
CREATE TRIGGER portfolio_works_insert_bumps_content AFTER INSERT ON portfolio_works BEGIN INSERT INTO content_version (id, version) VALUES (1, 1) ON CONFLICT (id) DO UPDATE SET version = version + 1; END;
CREATE TRIGGER portfolio_works_update_bumps_content AFTER UPDATE ON portfolio_works BEGIN INSERT INTO content_version (id, version) VALUES (1, 1) ON CONFLICT (id) DO UPDATE SET version = version + 1; END;
CREATE TRIGGER portfolio_works_delete_bumps_content AFTER DELETE ON portfolio_works BEGIN INSERT INTO content_version (id, version) VALUES (1, 1) ON CONFLICT (id) DO UPDATE SET version = version + 1; END;
CREATE TRIGGER portfolio_years_insert_bumps_content AFTER INSERT ON portfolio_years BEGIN INSERT INTO content_version (id, version) VALUES (1, 1) ON CONFLICT (id) DO UPDATE SET version = version + 1; END;
CREATE TRIGGER portfolio_years_update_bumps_content AFTER UPDATE ON portfolio_years BEGIN INSERT INTO content_version (id, version) VALUES (1, 1) ON CONFLICT (id) DO UPDATE SET version = version + 1; END;
CREATE TRIGGER portfolio_years_delete_bumps_content AFTER DELETE ON portfolio_years BEGIN INSERT INTO content_version (id, version) VALUES (1, 1) ON CONFLICT (id) DO UPDATE SET version = version + 1; END;
CREATE TRIGGER product_features_insert_bumps_content AFTER INSERT ON product_features BEGIN INSERT INTO content_version (id, version) VALUES (1, 1) ON CONFLICT (id) DO UPDATE SET version = version + 1; END;
CREATE TRIGGER product_features_update_bumps_content AFTER UPDATE ON product_features BEGIN INSERT INTO content_version (id, version) VALUES (1, 1) ON CONFLICT (id) DO UPDATE SET version = version + 1; END;
CREATE TRIGGER product_features_delete_bumps_content AFTER DELETE ON product_features BEGIN INSERT INTO content_version (id, version) VALUES (1, 1) ON CONFLICT (id) DO UPDATE SET version = version + 1; END;
CREATE TRIGGER products_insert_bumps_content AFTER INSERT ON products BEGIN INSERT INTO content_version (id, version) VALUES (1, 1) ON CONFLICT (id) DO UPDATE SET version = version + 1; END;
CREATE TRIGGER products_update_bumps_content AFTER UPDATE ON products BEGIN INSERT INTO content_version (id, version) VALUES (1, 1) ON CONFLICT (id) DO UPDATE SET version = version + 1; END;
CREATE TRIGGER products_delete_bumps_content AFTER DELETE ON products BEGIN INSERT INTO content_version (id, version) VALUES (1, 1) ON CONFLICT (id) DO UPDATE SET version = version + 1; END;
CREATE TRIGGER pay_products_insert_bumps_content AFTER INSERT ON pay_products BEGIN INSERT INTO content_version (id, version) VALUES (1, 1) ON CONFLICT (id) DO UPDATE SET version = version + 1; END;
CREATE TRIGGER pay_products_update_bumps_content AFTER UPDATE ON pay_products BEGIN INSERT INTO content_version (id, version) VALUES (1, 1) ON CONFLICT (id) DO UPDATE SET version = version + 1; END;
CREATE TRIGGER pay_products_delete_bumps_content AFTER DELETE ON pay_products BEGIN INSERT INTO content_version (id, version) VALUES (1, 1) ON CONFLICT (id) DO UPDATE SET version = version + 1; END;
