/** The document store's tables. Idempotent, so it runs on every open (cheap on an existing folder). */
export const DOCUMENTS_SCHEMA_SQL = `
CREATE TABLE IF NOT EXISTS documents (
  path text PRIMARY KEY,
  collection text NOT NULL,
  coll_group text NOT NULL,
  id text NOT NULL,
  data jsonb NOT NULL,
  create_time bigint NOT NULL,
  update_time bigint NOT NULL
);
CREATE INDEX IF NOT EXISTS documents_collection_id ON documents (collection, id);
CREATE TABLE IF NOT EXISTS engine_meta (
  key text PRIMARY KEY,
  value jsonb NOT NULL
);
-- Firestore's cross-type order (see values.ts rankOf). Not STRICT, so the planner inlines it and expression
-- indexes built on it match the queries.
CREATE OR REPLACE FUNCTION fs_rank(v jsonb) RETURNS int LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $fn$
  SELECT CASE jsonb_typeof(v)
    WHEN 'null' THEN 0 WHEN 'boolean' THEN 1 WHEN 'number' THEN 2 WHEN 'string' THEN 4 WHEN 'array' THEN 8
    WHEN 'object' THEN CASE WHEN v ? '$ts' THEN 3 ELSE 9 END
  END
$fn$;
`;
