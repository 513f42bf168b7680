/** Shared by the service's guard (create-auth.ts) and the tests that expect it. */
export const lastAdminMessage =
  "You are the only admin. Make another admin first, or the admin area would have no one to open it.";
