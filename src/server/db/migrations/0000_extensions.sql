-- Trigram search over accent-free titles (DESIGN.md section 4). Both extensions are "trusted" on
-- PostgreSQL 13+, so the database owner can create them; PGlite loads them from its contrib modules.
CREATE EXTENSION IF NOT EXISTS pg_trgm;
--> statement-breakpoint
CREATE EXTENSION IF NOT EXISTS unaccent;
--> statement-breakpoint
-- unaccent() is only STABLE (its dictionary could change), so an index cannot use it directly.
-- This wrapper names the dictionary explicitly and is declared IMMUTABLE, the usual idiom.
CREATE OR REPLACE FUNCTION f_unaccent(text) RETURNS text
  LANGUAGE sql IMMUTABLE PARALLEL SAFE STRICT
  AS $$ SELECT public.unaccent('public.unaccent'::regdictionary, $1) $$;
