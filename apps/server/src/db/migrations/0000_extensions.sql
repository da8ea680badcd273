-- Search uses trigram similarity and accent-insensitive matching; both engines ship these extensions.
CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
CREATE EXTENSION IF NOT EXISTS unaccent;
