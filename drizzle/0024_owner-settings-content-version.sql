-- The Resources page lists the podroll the owner saves in owner_settings ("Shows we recommend"), so a
-- change to the settings must reach the page cache like any content change (migration 0007).
CREATE TRIGGER "owner_settings_bump_content_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "owner_settings" FOR EACH STATEMENT EXECUTE FUNCTION "bump_content_version"();
