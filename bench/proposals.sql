-- (The trigram indexes below have landed as a migration since; the file stays the place for new proposals.)
-- Proposed schema changes, measured by the bench as "after" on its own throwaway databases
-- (npm run bench applies this file after the "before" runs; --no-proposals skips it).
-- They belong in a new migration (src/database/migrations/), and PGlite must load the extension too:
-- in src/database/data-source-options.ts openPGlite(), import '@electric-sql/pglite/contrib/pg_trgm'
-- and pass { extensions: { btree_gist, pg_trgm } }.

-- affects: admin/users?search
-- GET /api/admin/users?search=: seven ILIKE '%text%' over users was a sequential scan of every user
-- (102 ms at 10,000 users, linear in users). Trigram indexes turn each ILIKE into a bitmap index scan,
-- combined by BitmapOr, with the admin service's query unchanged.
CREATE EXTENSION IF NOT EXISTS pg_trgm;
CREATE INDEX IF NOT EXISTS users_first_name_trgm_idx ON users USING gin (first_name gin_trgm_ops);
CREATE INDEX IF NOT EXISTS users_last_name_trgm_idx ON users USING gin (last_name gin_trgm_ops);
CREATE INDEX IF NOT EXISTS users_full_name_trgm_idx ON users USING gin ((first_name || ' ' || COALESCE(last_name, '')) gin_trgm_ops);
CREATE INDEX IF NOT EXISTS users_phone_trgm_idx ON users USING gin (phone gin_trgm_ops);
CREATE INDEX IF NOT EXISTS users_email_trgm_idx ON users USING gin (email gin_trgm_ops);
CREATE INDEX IF NOT EXISTS users_username_trgm_idx ON users USING gin (username gin_trgm_ops);
CREATE INDEX IF NOT EXISTS users_telegram_id_trgm_idx ON users USING gin ((telegram_id::text) gin_trgm_ops);
ANALYZE users;
