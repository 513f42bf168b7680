import { z } from "zod";

export const toastSchema = z.object({
  id: z.string(),
  type: z.enum(["success", "error"]),
  title: z.string(),
  description: z.string().optional(),
});

/** A message for the visitor that outlives a redirect. */
export type Toast = z.infer<typeof toastSchema>;
