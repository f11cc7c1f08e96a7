-- The audit log is append-only: rows can be inserted, never changed or removed one by one.
-- Row triggers do not fire on TRUNCATE, which stays available to the super admin's reset-system action
-- (a deliberate, password-confirmed wipe of everything, itself audited afresh afterwards).
CREATE OR REPLACE FUNCTION "audit_log_append_only"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'audit_log is append-only: % is not allowed', TG_OP USING ERRCODE = 'insufficient_privilege';
END;
$$;
--> statement-breakpoint
CREATE TRIGGER "audit_log_no_update_delete" BEFORE UPDATE OR DELETE ON "audit_log"
  FOR EACH ROW EXECUTE FUNCTION "audit_log_append_only"();
