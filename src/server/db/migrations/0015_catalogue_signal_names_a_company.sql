-- The catalogue's change signal (migration 0008) names what changed, so that each instance's
-- in-memory catalogue (src/server/catalogue/read-model/) reloads just that and treats a signal
-- naming nothing as "anything may have changed". A user without a company (a renter, an admin)
-- changes no listing: its standing notified a signal naming no company, which emptied every
-- cache and would rebuild every instance's catalogue. It now notifies nothing.
CREATE OR REPLACE FUNCTION "company_user_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP <> 'INSERT' AND OLD.company_id IS NOT NULL THEN
    PERFORM notify_catalogue(TG_TABLE_NAME, OLD.company_id, NULL);
  END IF;
  IF TG_OP <> 'DELETE' AND NEW.company_id IS NOT NULL THEN
    PERFORM notify_catalogue(TG_TABLE_NAME, NEW.company_id, NULL);
  END IF;
  RETURN NULL;
END
$$;
