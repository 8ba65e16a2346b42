-- hand-written: account counts versions
-- The administrators' user list is a kept answer now (decision 0020) and shows account_counts: the counts carry
-- the version triggers of the account they count (platewise_version_by_owner, migration 0005), so even a count
-- changed in SQL alone gives that practice, and with it the platform's version, a new version.
CREATE TRIGGER account_counts_version_insert AFTER INSERT ON account_counts REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION platewise_version_by_owner();
--> statement-breakpoint
CREATE TRIGGER account_counts_version_update AFTER UPDATE ON account_counts REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION platewise_version_by_owner();
--> statement-breakpoint
CREATE TRIGGER account_counts_version_delete AFTER DELETE ON account_counts REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION platewise_version_by_owner();
--> statement-breakpoint
CREATE TRIGGER account_counts_version_truncate AFTER TRUNCATE ON account_counts FOR EACH STATEMENT EXECUTE FUNCTION platewise_version_everything();
-- end hand-written
