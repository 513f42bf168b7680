import { buttonClassName } from "~/components/ui/button";
import type { useExtrasPost } from "./use-extras-post";

/** The transcript's and the chapters' two submit buttons: read the text into a preview, or save it. */
export function PreviewAndSaveButtons({
  kind,
  post,
}: {
  kind: "transcript" | "chapters";
  post: Pick<ReturnType<typeof useExtrasPost>, "busy" | "pendingIntent">;
}) {
  return (
    <div className="flex flex-wrap gap-3">
      <button
        type="submit"
        name="intent"
        value={`${kind}-preview`}
        className={buttonClassName({ variant: "secondary", size: "sm" })}
        disabled={post.busy}
      >
        {post.pendingIntent === `${kind}-preview` ? "Reading…" : `Preview ${kind}`}
      </button>
      <button
        type="submit"
        name="intent"
        value={`${kind}-save`}
        className={buttonClassName({ size: "sm" })}
        disabled={post.busy}
      >
        {post.pendingIntent === `${kind}-save` ? "Saving…" : `Save ${kind}`}
      </button>
    </div>
  );
}
