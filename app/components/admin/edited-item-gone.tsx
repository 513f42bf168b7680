/**
 * Shown above the create form when `?edit=` names an item that is gone: another admin (or another
 * tab) deleted it between the list being read and the Edit link being followed. Without it the
 * manager would silently show an empty create form, as if the click had been lost.
 */
export function EditedItemGone({ message }: { message: string }) {
  return (
    <p role="status" className="rounded-lg border border-amber-300 bg-amber-50 px-4 py-3 text-sm text-ink-900">
      {message}
    </p>
  );
}
