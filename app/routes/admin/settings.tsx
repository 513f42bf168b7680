import { data } from "react-router";
import { z } from "zod";
import { describeSettings, feedSettingsForm } from "~/.server/admin/admin-settings";
import { adminViewerOf, appServicesOf } from "~/.server/app-context";
import { feedSettingNames, readFeedSettings, saveFeedSettings } from "~/.server/feeds/feed-settings";
import { feedTagSettingNames, readFeedTagForm, saveFeedTagSettings } from "~/.server/feeds/feed-tag-settings";
import { readForm } from "~/.server/read-form";
import { redirectWithToast } from "~/.server/toast";
import { AdminSettings } from "~/components/admin/admin-settings";
import { FeedTagSettingsForm } from "~/components/admin/feed-tag-settings-form";
import { feedTagsIntent } from "~/lib/feed-tags";
import { parseInput } from "~/lib/validation/parse-input";
import type { Route } from "./+types/settings";

/**
 * /admin/settings: the feed, blog source, schedules and integrations in effect, and where each is
 * set; the owner changes the first four here (stored in the database) unless the environment sets
 * them, and the tags of our own podcast feed (a second form, its own intent). The layout has checked
 * the admin role and, for the post, the Origin.
 */
export async function loader({ context }: Route.LoaderArgs) {
  const { db, env } = appServicesOf(context);
  const [feed, feedTags] = await Promise.all([readFeedSettings(db, env), readFeedTagForm(db)]);
  return { groups: describeSettings(env, feed), form: feedSettingsForm(feed), feedTags };
}

const settingsForm = z.object(
  Object.fromEntries(feedSettingNames.map((name) => [name, z.string().max(4000).optional()])) as Record<
    (typeof feedSettingNames)[number],
    z.ZodOptional<z.ZodString>
  >,
);

const feedTagsForm = z.object({
  intent: z.literal(feedTagsIntent),
  ...(Object.fromEntries(feedTagSettingNames.map((name) => [name, z.string().max(40_000).optional()])) as Record<
    (typeof feedTagSettingNames)[number],
    z.ZodOptional<z.ZodString>
  >),
});

const refused = (count: number) =>
  `Nothing was saved: ${count === 1 ? "one field needs" : `${count} fields need`} correcting.`;

export async function action({ request, context }: Route.ActionArgs) {
  const { db, env, logger } = appServicesOf(context);
  const admin = adminViewerOf(context);
  const form = await readForm(request);
  if (form.get("intent") === feedTagsIntent) {
    const parsed = parseInput(feedTagsForm, form);
    if (!parsed.ok)
      return data({ form: "feed-tags", error: parsed.message, fieldErrors: {}, values: {} }, { status: 400 });
    const { intent: _, ...input } = parsed.data;
    const saved = await saveFeedTagSettings(db, input, { updatedBy: admin.id });
    if (!saved.ok) {
      const fieldErrors: Partial<Record<string, string>> = saved.fieldErrors;
      return data(
        { form: "feed-tags", error: refused(Object.keys(fieldErrors).length), fieldErrors, values: input },
        { status: 400 },
      );
    }
    logger.info({ event: "owner-settings-saved", userId: admin.id, changed: saved.changed }, "feed tags saved");
    return redirectWithToast("/admin/settings", {
      type: "success",
      title: "Feed tags saved",
      description: saved.changed.length ? "The podcast feed carries them from now on." : "Nothing had changed.",
    });
  }
  const parsed = parseInput(settingsForm, form);
  if (!parsed.ok) return data({ form: "feed", error: parsed.message, fieldErrors: {}, values: {} }, { status: 400 });
  const saved = await saveFeedSettings(db, env, parsed.data, { updatedBy: admin.id });
  if (!saved.ok) {
    const count = Object.keys(saved.fieldErrors).length;
    return data(
      {
        form: "feed",
        error: refused(count),
        fieldErrors: saved.fieldErrors,
        values: parsed.data,
      },
      { status: 400 },
    );
  }
  logger.info({ event: "owner-settings-saved", userId: admin.id, changed: saved.changed }, "settings saved");
  return redirectWithToast("/admin/settings", {
    type: "success",
    title: "Settings saved",
    description: saved.changed.length
      ? "The imports and the scheduled syncs use them from their next run."
      : "Nothing had changed.",
  });
}

export default function AdminSettingsPage({ loaderData, actionData }: Route.ComponentProps) {
  const feedAnswer = actionData?.form === "feed" ? actionData : undefined;
  const tagsAnswer = actionData?.form === "feed-tags" ? actionData : undefined;
  return (
    <AdminSettings
      groups={loaderData.groups}
      form={loaderData.form}
      error={feedAnswer?.error}
      fieldErrors={feedAnswer?.fieldErrors ?? {}}
      values={feedAnswer?.values}
    >
      <FeedTagSettingsForm
        values={{ ...loaderData.feedTags, ...tagsAnswer?.values }}
        error={tagsAnswer?.error}
        fieldErrors={tagsAnswer?.fieldErrors ?? {}}
      />
    </AdminSettings>
  );
}
