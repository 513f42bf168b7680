import { MonitorSmartphone } from "lucide-react";
import { Form } from "react-router";
import { Button } from "~/components/ui/button";
import { formatDateTime } from "~/lib/dates";
import { AccountCard } from "./account-card";

export type SessionView = {
  id: string;
  device: string;
  createdAt: string;
  lastActiveAt: string;
  current: boolean;
};

/**
 * Where the account is signed in, so a user can spot a session that is not theirs and end it.
 * This browser's own session is marked and ends with Sign Out instead.
 */
export function SessionsSection({ sessions, busy }: { sessions: readonly SessionView[]; busy: boolean }) {
  const others = sessions.filter((session) => !session.current).length;
  return (
    <AccountCard id="sessions" title="Active sessions">
      <p className="mt-2 text-ink-700">Sessions end after 30 minutes without use, and 12 hours after signing in.</p>
      <ul aria-label="Your sessions" className="mt-4 space-y-3">
        {sessions.map((session) => (
          <li key={session.id} className="rounded-2xl border border-sand-200 p-4">
            <p className="flex flex-wrap items-center gap-2 font-semibold text-ink-900">
              <MonitorSmartphone aria-hidden="true" className="size-4 text-brand-700" />
              {session.device}
              {session.current ? (
                <span className="rounded-full bg-brand-50 px-2 py-0.5 text-xs font-semibold text-brand-800">
                  This device
                </span>
              ) : null}
            </p>
            <p className="text-sm text-ink-700">Signed in {formatDateTime(session.createdAt)}</p>
            <p className="text-sm text-ink-700">Last active {formatDateTime(session.lastActiveAt)}</p>
            {session.current ? null : (
              <Form method="post" className="mt-3">
                <input type="hidden" name="intent" value="session-revoke" />
                <input type="hidden" name="id" value={session.id} />
                <Button
                  type="submit"
                  variant="outline"
                  size="sm"
                  disabled={busy}
                  aria-label={`End session: ${session.device}, signed in ${formatDateTime(session.createdAt)}`}
                >
                  End session
                </Button>
              </Form>
            )}
          </li>
        ))}
      </ul>
      {others > 1 ? (
        <Form method="post" className="mt-4">
          <input type="hidden" name="intent" value="sessions-revoke-others" />
          <Button type="submit" variant="outline" disabled={busy}>
            End all other sessions
          </Button>
        </Form>
      ) : null}
    </AccountCard>
  );
}
