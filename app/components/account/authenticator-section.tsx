import { Form } from "react-router";
import { Button } from "~/components/ui/button";
import { fieldClassName, FormField } from "~/components/ui/form-field";
import { Image } from "~/components/ui/image";
import { BackupCodes } from "./backup-codes";
import { AccountCard } from "./account-card";

export type TwoFactorStatus = { enabled: boolean; pending: boolean };
/** The confirmation code's field, focused when a code is refused. */
export const totpConfirmCodeId = "totp-confirm-code";

export type TotpEnrollmentView = { qrCodeDataUrl: string; secret: string; backupCodes: string[] };

/**
 * The authenticator-app factor: set it up (password, then scan, then confirm with a code), and once
 * it is on, regenerate backup codes (password) or turn it off (password and a current code).
 */
export function AuthenticatorSection({
  status,
  enrollment,
  freshBackupCodes,
  confirmError,
  busy,
}: {
  status: TwoFactorStatus;
  /** Present from "Set up" until a code confirms it (also after a reload): the QR code, the key and the first backup codes. */
  enrollment?: TotpEnrollmentView;
  /** Present right after "Regenerate backup codes". */
  freshBackupCodes?: string[];
  /** Why the last confirmation code was refused; the QR code and key stay on screen to try again. */
  confirmError?: string;
  busy: boolean;
}) {
  return (
    <AccountCard id="totp" title="Authenticator app" className="mt-10">
      <p className="mt-2 text-ink-700">
        Status: <strong>{status.enabled ? "On" : status.pending ? "Set up, waiting for a code" : "Off"}</strong>
      </p>

      {!status.enabled && enrollment ? (
        <div className="mt-6 space-y-5">
          <p className="text-ink-800">
            Scan this code with your authenticator app, or type the key by hand. Then enter the 6-digit code it shows.
          </p>
          {/* A data: URL, on screen right after the form that asked for it: nothing to fetch lazily. */}
          <Image
            src={enrollment.qrCodeDataUrl}
            alt="QR code for your authenticator app"
            width={200}
            height={200}
            placement="above-fold"
            className="rounded-xl border border-sand-200"
          />
          <p className="text-sm text-ink-800">
            Key:{" "}
            <code className="rounded bg-sand-100 px-2 py-1 font-mono break-all" data-testid="totp-secret">
              {enrollment.secret}
            </code>
          </p>
          <BackupCodes codes={enrollment.backupCodes} />
          <Form method="post" className="flex flex-wrap items-end gap-3">
            <input type="hidden" name="intent" value="totp-confirm" />
            {/* Proves this browser was shown the key, so a mistyped code can show it again (pending-totp-enrollment.ts). */}
            <input type="hidden" name="key" value={enrollment.secret} />
            <FormField id={totpConfirmCodeId} label="Code from the app" required error={confirmError}>
              <input
                id={totpConfirmCodeId}
                name="code"
                inputMode="numeric"
                autoComplete="one-time-code"
                pattern="[0-9 ]{6,7}"
                required
                aria-invalid={Boolean(confirmError) || undefined}
                aria-describedby={confirmError ? `${totpConfirmCodeId}-error` : undefined}
                className={fieldClassName(Boolean(confirmError))}
              />
            </FormField>
            <Button type="submit" disabled={busy}>
              {busy ? "Loading..." : "Turn on"}
            </Button>
          </Form>
          <StartAgain
            busy={busy}
            warning="Starting again issues a new key and new backup codes. The key and codes on this page stop working: remove this entry from your app and throw away the codes."
          />
        </div>
      ) : null}

      {!status.enabled && !enrollment && status.pending ? (
        <div className="mt-6 space-y-3">
          <p className="text-ink-800">
            An app was set up but never confirmed with a code, and its key is not shown again here.
          </p>
          <StartAgain
            busy={busy}
            warning="Starting again issues a new key and new backup codes. Any key or codes saved from the earlier setup will not work."
          />
        </div>
      ) : null}

      {!status.enabled && !status.pending && !enrollment ? (
        <Form method="post" className="mt-6 flex flex-wrap items-end gap-3">
          <input type="hidden" name="intent" value="totp-start" />
          <PasswordField id="totp-start-password" hint="Confirm it's you to set up a new app." />
          <Button type="submit" disabled={busy}>
            Set up authenticator app
          </Button>
        </Form>
      ) : null}

      {status.enabled ? (
        <div className="mt-6 space-y-8">
          {freshBackupCodes ? <BackupCodes codes={freshBackupCodes} /> : null}
          <Form method="post" className="flex flex-wrap items-end gap-3">
            <input type="hidden" name="intent" value="backup-regenerate" />
            <PasswordField id="backup-password" hint="New backup codes replace the old ones." />
            <Button type="submit" variant="outline" disabled={busy}>
              Regenerate backup codes
            </Button>
          </Form>
          <Form method="post" className="flex flex-wrap items-end gap-3">
            <input type="hidden" name="intent" value="totp-disable" />
            <PasswordField id="disable-password" />
            <FormField id="disable-code" label="Code from the app" required>
              <input
                id="disable-code"
                name="code"
                inputMode="numeric"
                autoComplete="one-time-code"
                required
                className={fieldClassName(false)}
              />
            </FormField>
            <Button type="submit" variant="outline" disabled={busy}>
              Turn off
            </Button>
          </Form>
        </div>
      ) : null}
    </AccountCard>
  );
}

/**
 * Replacing a setup that is waiting for its code: behind a disclosure that says what it does, so
 * neither a stray click nor a reload issues a new key and codes the owner did not ask for.
 */
function StartAgain({ busy, warning }: { busy: boolean; warning: string }) {
  return (
    <details className="rounded-2xl border border-sand-200 p-4">
      <summary className="cursor-pointer font-semibold text-ink-900">Start again</summary>
      <p className="mt-3 text-sm text-ink-800">{warning}</p>
      <Form method="post" className="mt-3 flex flex-wrap items-end gap-3">
        <input type="hidden" name="intent" value="totp-start" />
        <PasswordField id="totp-restart-password" hint="Confirm it's you to issue a new key." />
        <Button type="submit" variant="outline" disabled={busy}>
          Issue a new key and codes
        </Button>
      </Form>
    </details>
  );
}

/** Every change to a factor asks for the password again. */
function PasswordField({ id, hint }: { id: string; hint?: string }) {
  return (
    <FormField id={id} label="Password" required hint={hint}>
      <input
        id={id}
        name="password"
        type="password"
        autoComplete="current-password"
        required
        className={fieldClassName(false)}
      />
    </FormField>
  );
}
