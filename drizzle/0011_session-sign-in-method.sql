-- Written by hand: how each session was opened ("password", "two-factor" after an app or backup code, "passkey"), so the admin gate asks the session, not the account, whether a second factor was proven. Sessions from before this column have none and count as password-only.
ALTER TABLE "session" ADD COLUMN "sign_in_method" text;
