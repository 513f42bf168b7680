import { useEffect, useRef, type RefObject } from "react";
import { useActionData, useNavigation } from "react-router";

/**
 * Empties a create form once its post has succeeded (the action redirected back with its toast), so
 * a second click cannot make a duplicate. A failed save leaves what was typed. Without JavaScript the
 * redirect renders a fresh, empty form anyway; an update's redirect leaves edit mode by its URL.
 */
export function useResetAfterCreate(form: RefObject<HTMLFormElement | null>, createIntent: string): void {
  const navigation = useNavigation();
  const actionData = useActionData<unknown>();
  const creating = useRef(false);
  useEffect(() => {
    if (navigation.state === "submitting") {
      creating.current = navigation.formData?.get("intent") === createIntent;
      return;
    }
    if (navigation.state !== "idle" || !creating.current) return;
    creating.current = false;
    const failed = typeof actionData === "object" && actionData !== null && "error" in actionData;
    if (!failed) form.current?.reset();
  }, [navigation.state, navigation.formData, actionData, form, createIntent]);
}
