import { Eye, EyeOff } from "lucide-react";
import { useState, type InputHTMLAttributes } from "react";
import { fieldClassName } from "~/components/ui/form-field";
import { useHydrated } from "~/lib/use-hydrated";

/**
 * A password field with a "Show password" toggle (ASVS 2.1.12). The toggle needs JavaScript, so it
 * appears only once the page is hydrated: without it the field is a plain password field. The
 * button keeps one name and says its state with aria-pressed, as a toggle button should.
 */
export function PasswordInput({
  id,
  invalid = false,
  className = "",
  ...props
}: Omit<InputHTMLAttributes<HTMLInputElement>, "type"> & { id: string; invalid?: boolean }) {
  const hydrated = useHydrated();
  const [visible, setVisible] = useState(false);
  return (
    <div className="relative">
      <input
        id={id}
        type={visible ? "text" : "password"}
        aria-invalid={invalid || undefined}
        aria-describedby={invalid ? `${id}-error` : undefined}
        // Password managers and spell checkers should not treat a shown password as text.
        spellCheck={false}
        autoCapitalize="off"
        className={`${fieldClassName(invalid)} ${hydrated ? "pr-24" : ""} ${className}`}
        {...props}
      />
      {hydrated ? (
        <button
          type="button"
          aria-pressed={visible}
          aria-controls={id}
          onClick={() => setVisible((shown) => !shown)}
          className="absolute inset-y-1 right-1 inline-flex items-center gap-1 rounded-lg px-3 text-sm font-semibold text-brand-800 hover:bg-brand-50 focus-visible:outline-3 focus-visible:outline-offset-0 focus-visible:outline-brand-500"
        >
          {visible ? <EyeOff aria-hidden="true" className="size-4" /> : <Eye aria-hidden="true" className="size-4" />}
          Show<span className="sr-only"> password</span>
        </button>
      ) : null}
    </div>
  );
}
