-- Trigram matching for names and misspellings (episode search). PGlite loads the extension
-- module in the client; PostgreSQL ships it in contrib.
CREATE EXTENSION IF NOT EXISTS pg_trgm;
