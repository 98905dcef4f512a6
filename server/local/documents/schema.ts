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
-- Firestore's order is (rank, value) with three sort columns per field, so that both the planner and expression
-- indexes see plain SQL: fs_rank (the cross-type order of values.ts rankOf), fs_val (jsonb that sorts right for
-- scalars: numbers, strings, booleans, timestamps, and NaN / the infinities below / above every number) and
-- fs_complex (an order-preserving byte key for arrays and maps, compared element by element and key by key as
-- Firestore does; empty for scalars). SQL functions without STRICT, so the planner inlines them. Calls between
-- them name the schema: Postgres runs index expressions with a search_path that excludes public.
CREATE OR REPLACE FUNCTION fs_rank(v jsonb) RETURNS int LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $fn$
  SELECT CASE jsonb_typeof(v)
    WHEN 'null' THEN 0 WHEN 'boolean' THEN 1 WHEN 'number' THEN 2 WHEN 'string' THEN 4 WHEN 'array' THEN 8
    WHEN 'object' THEN CASE WHEN v ? '$ts' THEN 3 WHEN v ? '$num' THEN 2 ELSE 9 END
  END
$fn$;
CREATE OR REPLACE FUNCTION fs_val(v jsonb) RETURNS jsonb LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $fn$
  SELECT CASE jsonb_typeof(v)
    WHEN 'array' THEN 'null'::jsonb
    WHEN 'object' THEN CASE
      WHEN v ? '$ts' THEN v
      WHEN v ? '$num' THEN CASE v->>'$num' WHEN 'NaN' THEN '-2e1000'::jsonb WHEN '-Infinity' THEN '-1e1000'::jsonb
        WHEN 'Infinity' THEN '1e1000'::jsonb ELSE '0'::jsonb END
      ELSE 'null'::jsonb END
    ELSE v
  END
$fn$;
-- A double as 8 bytes that sort as the numbers do (sign bit flipped, negatives inverted); -0 counts as 0.
CREATE OR REPLACE FUNCTION fs_num_key(f float8) RETURNS bytea LANGUAGE plpgsql IMMUTABLE PARALLEL SAFE AS $fn$
DECLARE
  b bytea := float8send(CASE WHEN f = 0 THEN 0::float8 ELSE f END);
BEGIN
  IF get_byte(b, 0) >= 128 THEN
    FOR i IN 0..7 LOOP b := set_byte(b, i, 255 - get_byte(b, i)); END LOOP;
  ELSE
    b := set_byte(b, 0, get_byte(b, 0) + 128);
  END IF;
  RETURN b;
END
$fn$;
-- Tags follow the type order; 0x00 ends arrays, maps and strings (stored strings hold no NUL: stored-form.ts),
-- so a prefix sorts first. Map keys go in byte order, each followed by its value.
CREATE OR REPLACE FUNCTION fs_sort_key(v jsonb) RETURNS bytea LANGUAGE plpgsql IMMUTABLE PARALLEL SAFE AS $fn$
DECLARE
  out bytea;
  item jsonb;
  k text;
BEGIN
  CASE jsonb_typeof(v)
    WHEN 'null' THEN RETURN '\\x10'::bytea;
    WHEN 'boolean' THEN RETURN CASE WHEN v::boolean THEN '\\x1101'::bytea ELSE '\\x1100'::bytea END;
    WHEN 'number' THEN RETURN '\\x12'::bytea || public.fs_num_key(v::float8);
    WHEN 'string' THEN RETURN '\\x14'::bytea || convert_to(v #>> '{}', 'UTF8') || '\\x00'::bytea;
    WHEN 'array' THEN
      out := '\\x18'::bytea;
      FOR item IN SELECT e FROM jsonb_array_elements(v) WITH ORDINALITY AS t(e, n) ORDER BY n LOOP
        out := out || public.fs_sort_key(item);
      END LOOP;
      RETURN out || '\\x00'::bytea;
    ELSE
      IF v ? '$ts' THEN RETURN '\\x13'::bytea || public.fs_num_key((v->>'$ts')::float8); END IF;
      IF v ? '$num' THEN
        RETURN '\\x12'::bytea || CASE v->>'$num' WHEN 'NaN' THEN '\\x0000000000000000'::bytea WHEN '-0' THEN public.fs_num_key(0)
          ELSE public.fs_num_key((v->>'$num')::float8) END;
      END IF;
      out := '\\x19'::bytea;
      FOR k, item IN SELECT key, value FROM jsonb_each(v) ORDER BY convert_to(key, 'UTF8') LOOP
        out := out || convert_to(k, 'UTF8') || '\\x00'::bytea || public.fs_sort_key(item);
      END LOOP;
      RETURN out || '\\x00'::bytea;
  END CASE;
END
$fn$;
CREATE OR REPLACE FUNCTION fs_complex(v jsonb) RETURNS bytea LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $fn$
  SELECT CASE WHEN jsonb_typeof(v) = 'array' OR (jsonb_typeof(v) = 'object' AND NOT (v ? '$ts' OR v ? '$num'))
    THEN public.fs_sort_key(v) ELSE '\\x'::bytea END
$fn$;
`;
