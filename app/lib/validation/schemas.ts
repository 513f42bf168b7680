import { z } from "zod";

/**
 * An episode's or a guest's slug as a URL carries it: lower-case ASCII letters, digits and hyphens,
 * as the slug and person-slug CHECK constraints allow (`app/lib/slugs.ts` makes them). Anything else
 * is a 404 before any query.
 */
export const slugSchema = z.string().regex(/^[a-z0-9-]{1,120}$/);

/**
 * A row id (blog posts, contact messages, episodes, jobs): any 8-4-4-4-12 hexadecimal id, which is
 * what PostgreSQL's `uuid` type reads, so a well-formed id never fails in a query and a malformed one
 * never reaches it. Zod's `z.uuid()` would also demand an RFC 9562 version and variant.
 */
export const uuidSchema = z.guid();

/*
 * A list's URL (the public lists' `?q=` and `?page=`, the admin lists' own names): never refused,
 * read as the lists always read it, so a link someone typed or cut short still opens a page.
 */

/** Text typed into a search box: trimmed and cut (not refused) to `max` characters; "" when absent. */
export const searchTextSchema = (max: number) =>
  z
    .string()
    .catch("")
    .transform((value) => value.trim().slice(0, max));

/**
 * A page number as `parseInt` reads it (`?page=3abc` is page 3), else 1: absent, empty or no number.
 * The list's query clamps it to its pages.
 */
export const pageNumberSchema = z
  .string()
  .catch("")
  .transform((value) => Number.parseInt(value || "1", 10) || 1);
