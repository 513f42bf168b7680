import { APIError } from "better-auth/api";
import { describeUserAgent } from "~/lib/user-agent";
import type { Auth } from "./create-auth";
import { logSecurityEvent } from "./security-events";
import { isPastAbsoluteLifetime } from "./session-lifetime";

/**
 * The signed-in user's active sessions (ASVS 3.3.4): what the account page lists, and ending one.
 * Tokens never leave the server; the page names a session by its id, and the token is looked up
 * among the user's own sessions, so nobody can end a session that is not theirs.
 */
export type AccountSession = {
  id: string;
  device: string;
  createdAt: string;
  lastActiveAt: string;
  current: boolean;
};

type SessionRecord = Awaited<ReturnType<Auth["api"]["listSessions"]>>[number];

async function activeSessions(auth: Auth, headers: Headers): Promise<SessionRecord[]> {
  const sessions = await auth.api.listSessions({ headers });
  // Better Auth lists sessions by their idle expiry only; those past the absolute limit are dead too.
  return sessions.filter((session) => !isPastAbsoluteLifetime(new Date(session.createdAt)));
}

export async function listAccountSessions(
  auth: Auth,
  { headers, currentSessionId }: { headers: Headers; currentSessionId: string },
): Promise<AccountSession[]> {
  const sessions = await activeSessions(auth, headers);
  return sessions
    .map((session) => ({
      id: session.id,
      device: describeUserAgent(session.userAgent),
      createdAt: new Date(session.createdAt).toISOString(),
      lastActiveAt: new Date(session.updatedAt).toISOString(),
      current: session.id === currentSessionId,
    }))
    .sort((a, b) => Number(b.current) - Number(a.current) || b.lastActiveAt.localeCompare(a.lastActiveAt));
}

export type RevokeResult = { ok: true; count: number } | { ok: false; message: string };

/** Ends one of the user's other sessions. This browser's own session ends with Sign Out instead. */
export async function revokeAccountSession(
  auth: Auth,
  { id, headers, currentSessionId, userId }: { id: string; headers: Headers; currentSessionId: string; userId: string },
): Promise<RevokeResult> {
  if (id === currentSessionId) return { ok: false, message: "To end this session, use Sign Out." };
  const target = (await activeSessions(auth, headers)).find((session) => session.id === id);
  if (!target) return { ok: false, message: "That session has already ended." };
  return attempt(async () => {
    await auth.api.revokeSession({ body: { token: target.token }, headers });
    logSecurityEvent("info", "session.revoked", { userId, sessionId: id, headers }, "session revoked by its user");
    return { ok: true, count: 1 };
  });
}

/** Ends every session of the user but this browser's. */
export async function revokeOtherAccountSessions(
  auth: Auth,
  { headers, currentSessionId, userId }: { headers: Headers; currentSessionId: string; userId: string },
): Promise<RevokeResult> {
  const others = (await activeSessions(auth, headers)).filter((session) => session.id !== currentSessionId);
  return attempt(async () => {
    await auth.api.revokeOtherSessions({ headers });
    logSecurityEvent(
      "info",
      "session.revoked-others",
      { userId, count: others.length, headers },
      "other sessions revoked by their user",
    );
    return { ok: true, count: others.length };
  });
}

async function attempt(work: () => Promise<RevokeResult>): Promise<RevokeResult> {
  try {
    return await work();
  } catch (error) {
    if (error instanceof APIError) return { ok: false, message: error.body?.message ?? error.message };
    throw error;
  }
}
