-- Ledger entries are immutable (issue 18 §1): a mistake is undone by a new movement, never by an edit.
CREATE FUNCTION ledger_entries_immutable() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'ledger entries cannot be changed or deleted' USING ERRCODE = 'restrict_violation';
END;
$$;
--> statement-breakpoint
CREATE TRIGGER ledger_entries_no_update_or_delete
  BEFORE UPDATE OR DELETE ON ledger_entries
  FOR EACH ROW EXECUTE FUNCTION ledger_entries_immutable();
--> statement-breakpoint
CREATE TRIGGER ledger_entries_no_truncate
  BEFORE TRUNCATE ON ledger_entries
  FOR EACH STATEMENT EXECUTE FUNCTION ledger_entries_immutable();
--> statement-breakpoint
-- A movement's entries sum to zero: checked at commit, once every entry of it is written.
CREATE FUNCTION ledger_entries_balanced() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF (SELECT coalesce(sum(amount_kobo), 0) FROM ledger_entries WHERE transaction_id = NEW.transaction_id) <> 0 THEN
    RAISE EXCEPTION 'the entries of wallet transaction % do not sum to zero', NEW.transaction_id
      USING ERRCODE = 'check_violation';
  END IF;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER ledger_entries_sum_to_zero
  AFTER INSERT ON ledger_entries
  DEFERRABLE INITIALLY DEFERRED
  FOR EACH ROW EXECUTE FUNCTION ledger_entries_balanced();
--> statement-breakpoint
-- Every person has a wallet, made with the account (issue 18 §1): their wallet and hold accounts and a
-- WallettIdNumber of 10 digits, drawn again if taken. Rows of wallets are never deleted, so a number
-- is never given twice.
CREATE FUNCTION make_wallet(owner uuid) RETURNS void LANGUAGE plpgsql AS $$
DECLARE
  wallet_account integer;
  hold_account integer;
BEGIN
  IF EXISTS (SELECT 1 FROM wallets WHERE user_id = owner) THEN
    RETURN;
  END IF;
  INSERT INTO ledger_accounts (user_id, kind) VALUES (owner, 'wallet'), (owner, 'hold') ON CONFLICT DO NOTHING;
  SELECT id INTO wallet_account FROM ledger_accounts WHERE user_id = owner AND kind = 'wallet';
  SELECT id INTO hold_account FROM ledger_accounts WHERE user_id = owner AND kind = 'hold';
  FOR attempt IN 1..20 LOOP
    INSERT INTO wallets (user_id, wallett_id_number, wallet_account_id, hold_account_id)
      VALUES (owner, (1000000000 + floor(random() * 9000000000))::bigint::text, wallet_account, hold_account)
      ON CONFLICT DO NOTHING;
    IF EXISTS (SELECT 1 FROM wallets WHERE user_id = owner) THEN
      RETURN;
    END IF;
  END LOOP;
  RAISE EXCEPTION 'could not draw a free WallettIdNumber';
END;
$$;
--> statement-breakpoint
CREATE FUNCTION users_make_wallet() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM make_wallet(NEW.id);
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER users_make_wallet AFTER INSERT ON users FOR EACH ROW EXECUTE FUNCTION users_make_wallet();
--> statement-breakpoint
SELECT make_wallet(id) FROM users;
