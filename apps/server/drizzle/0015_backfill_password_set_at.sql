-- docs/decisions/0086: accounts that already have a password count as "password set" from their
-- last update (the best date on record); invited parents without one stay null (pending).
UPDATE "users" SET "password_set_at" = "updated_at" WHERE "password_hash" IS NOT NULL AND "password_set_at" IS NULL;
