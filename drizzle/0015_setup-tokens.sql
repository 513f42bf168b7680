-- Written by hand: the one-time first-run links (/setup?token=…) that `npm start` prints while no admin exists. Only a SHA-256 hash of each token is kept, so the database (or a backup of it) cannot open the setup page; rows live in the database rather than in one process's memory so that any instance on a shared PostgreSQL accepts a link another printed. Every row is deleted once an admin exists.
CREATE TABLE "setup_tokens" (
  "token_hash" text PRIMARY KEY,
  "created_at" timestamp with time zone NOT NULL DEFAULT now()
);
