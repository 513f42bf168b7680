-- Written by hand: keep the search document in the episode's row. A tsvector of long show notes barely compresses, so by default PostgreSQL moves it to the TOAST table, and search then fetches it from there again for every expression that reads it (each concept's match, the rank): most of a search's time at a few thousand episodes. MAIN keeps it inline unless the row could not fit in a page.
ALTER TABLE "episodes" ALTER COLUMN "search_document" SET STORAGE MAIN;--> statement-breakpoint
-- Rewrites existing rows so their search documents move inline too (setting a column the generated document reads recomputes it).
UPDATE "episodes" SET "title" = "title";
