import { useActionData, useLocation, useNavigation, useSearchParams } from "react-router";
import { adminListFields, readAdminListQuery } from "~/lib/admin/admin-list";
import type { EpisodeExtrasActionData, EpisodeExtrasIntent } from "~/lib/episode-extras-admin";
import { episodeAdminList } from "~/lib/episode-fields";

/**
 * What the editor's forms share: the address they post to (the Episode Manager with this episode
 * open, so a page without JavaScript comes back to it), the list's position to return to, the
 * action's answer for this episode, and which of its posts is under way.
 */
export function useExtrasPost(episodeId: string) {
  const location = useLocation();
  const [searchParams] = useSearchParams();
  const navigation = useNavigation();
  const actionData = useActionData() as Partial<EpisodeExtrasActionData> | undefined;
  const answer = actionData?.extras?.episodeId === episodeId ? actionData.extras : undefined;
  const pendingIntent =
    navigation.state === "submitting" ? (navigation.formData?.get("intent") as EpisodeExtrasIntent | null) : null;
  return {
    action: `/admin/episodes${location.search}`,
    /** The list's search, filter and page, posted back so a save returns to the same list. */
    listFields: adminListFields(episodeAdminList, readAdminListQuery(episodeAdminList, searchParams)),
    answer,
    error: answer ? actionData?.error : undefined,
    pendingIntent,
    busy: navigation.state !== "idle",
  };
}

/** A short, stable key for text a form shows again, so a new answer resets the uncontrolled field. */
export function textKey(text: string | undefined): string {
  if (!text) return "empty";
  return `${text.length}:${text.slice(0, 40)}:${text.slice(-40)}`;
}
