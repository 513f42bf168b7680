import * as AlertDialog from "@radix-ui/react-alert-dialog";
import { createContext, use, useCallback, useEffect, useRef, useState, type ReactNode } from "react";
import { buttonClassName } from "~/components/ui/button";
import type { Confirmation } from "~/lib/admin-confirmations";

/** `subject` names what the confirmation is about (an episode's title), shown under the dialog's heading. */
type Ask = (confirmation: Confirmation, options?: { subject?: string }) => Promise<boolean>;

const ConfirmContext = createContext<Ask | null>(null);

/** Asks a confirmation's questions in an alert dialog, in turn; true only when every answer is yes. */
export function useConfirm(): Ask {
  const ask = use(ConfirmContext);
  if (!ask) throw new Error("useConfirm needs a ConfirmProvider (the admin layout renders one)");
  return ask;
}

const destructiveButton =
  "inline-flex items-center justify-center gap-2 rounded-full bg-red-700 px-4 py-2 text-sm font-semibold text-white hover:bg-red-800 focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-brand-500";

type Pending = {
  confirmation: Confirmation;
  subject?: string;
  step: number;
  resolve: (yes: boolean) => void;
};

/**
 * The admin area's confirmations as an accessible alert dialog (Radix AlertDialog): focus moves to
 * Cancel when it opens, Tab stays inside, Escape cancels, and focus returns to the button that asked.
 * A confirmation with two questions asks the second after the first is answered yes.
 */
export function ConfirmProvider({ children }: { children: ReactNode }) {
  const [pending, setPending] = useState<Pending | null>(null);
  const cancelRef = useRef<HTMLButtonElement>(null);
  // Kept outside state: the dialog gives focus back after its last render, when nothing is pending.
  const returnFocusRef = useRef<Element | null>(null);

  const ask = useCallback<Ask>(
    (confirmation, options) =>
      new Promise<boolean>((resolve) => {
        returnFocusRef.current = document.activeElement;
        setPending({ confirmation, subject: options?.subject, step: 0, resolve });
      }),
    [],
  );

  const answer = (yes: boolean) => {
    if (!pending) return;
    if (yes && pending.step + 1 < pending.confirmation.questions.length) {
      setPending({ ...pending, step: pending.step + 1 });
      return;
    }
    pending.resolve(yes);
    setPending(null);
  };

  // Each further question starts again on the safe answer.
  const step = pending?.step ?? 0;
  useEffect(() => {
    if (step > 0) cancelRef.current?.focus();
  }, [step]);

  const confirmation = pending?.confirmation;
  return (
    <ConfirmContext value={ask}>
      {children}
      <AlertDialog.Root open={pending !== null} onOpenChange={(open) => (open ? undefined : answer(false))}>
        <AlertDialog.Portal>
          <AlertDialog.Overlay className="fixed inset-0 z-50 bg-ink-900/50" />
          <AlertDialog.Content
            className="fixed top-1/2 left-1/2 z-50 w-[min(92vw,28rem)] -translate-x-1/2 -translate-y-1/2 rounded-2xl bg-white p-6 shadow-xl focus:outline-none"
            onCloseAutoFocus={(event) => {
              // Opened from code, not a Radix trigger: give focus back to the button that asked.
              event.preventDefault();
              const returnFocus = returnFocusRef.current;
              returnFocusRef.current = null;
              if (returnFocus instanceof HTMLElement) returnFocus.focus();
            }}
          >
            <AlertDialog.Title className="font-serif text-xl font-bold text-ink-900">
              {confirmation?.title}
              {pending?.subject ? (
                // Part of the dialog's name, so a screen reader announces what is about to go.
                <span className="mt-1 block font-sans text-base font-semibold break-words text-ink-800">
                  “{pending.subject}”
                </span>
              ) : null}
            </AlertDialog.Title>
            <AlertDialog.Description className="mt-3 text-ink-800">
              {confirmation?.questions[step]}
            </AlertDialog.Description>
            {confirmation && confirmation.questions.length > 1 ? (
              <p className="mt-2 text-sm text-ink-700">
                Question {step + 1} of {confirmation.questions.length}
              </p>
            ) : null}
            <div className="mt-6 flex flex-wrap justify-end gap-3">
              <AlertDialog.Cancel ref={cancelRef} className={buttonClassName({ variant: "secondary", size: "sm" })}>
                Cancel
              </AlertDialog.Cancel>
              <AlertDialog.Action
                className={confirmation?.destructive ? destructiveButton : buttonClassName({ size: "sm" })}
                onClick={(event) => {
                  // Stay open when another question follows; answer() closes it after the last.
                  event.preventDefault();
                  answer(true);
                }}
              >
                {confirmation?.confirmLabel}
              </AlertDialog.Action>
            </div>
          </AlertDialog.Content>
        </AlertDialog.Portal>
      </AlertDialog.Root>
    </ConfirmContext>
  );
}
