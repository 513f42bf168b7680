import { data } from "react-router";
import { z } from "zod";
import { describeSettings, feedSettingsForm } from "~/.server/admin/admin-settings";
import { adminViewerOf, appServicesOf } from "~/.server/app-context";
import { feedSettingNames, readFeedSettings, saveFeedSettings } from "~/.server/feeds/feed-settings";
import { readForm } from "~/.server/read-form";
import { redirectWithToast } from "~/.server/toast";
import { AdminSettings } from "~/components/admin/admin-settings";
import { parseInput } from "~/lib/validation/parse-input";
import type { Route } from "./+types/settings";

/**
 * /admin/settings: the feed, blog source, schedules and integrations in effect, and where each is
 * set; the owner changes the first four here (stored in the database) unless the environment sets
 * them. The layout has checked the admin role and, for the post, the Origin.
 */
export async function loader({ context }: Route.LoaderArgs) {
  const { db, env } = appServicesOf(context);
  const feed = await readFeedSettings(db, env);
  return { groups: describeSettings(env, feed), form: feedSettingsForm(feed) };
}

const settingsForm = z.object(
  Object.fromEntries(feedSettingNames.map((name) => [name, z.string().max(4000).optional()])) as Record<
    (typeof feedSettingNames)[number],
    z.ZodOptional<z.ZodString>
  >,
);

export async function action({ request, context }: Route.ActionArgs) {
  const { db, env, logger } = appServicesOf(context);
  const admin = adminViewerOf(context);
  const parsed = parseInput(settingsForm, await readForm(request));
  if (!parsed.ok) return data({ error: parsed.message, fieldErrors: {}, values: {} }, { status: 400 });
  const saved = await saveFeedSettings(db, env, parsed.data, { updatedBy: admin.id });
  if (!saved.ok) {
    const count = Object.keys(saved.fieldErrors).length;
    return data(
      {
        error: `Nothing was saved: ${count === 1 ? "one field needs" : `${count} fields need`} correcting.`,
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
  return (
    <AdminSettings
      groups={loaderData.groups}
      form={loaderData.form}
      error={actionData?.error}
      fieldErrors={actionData?.fieldErrors ?? {}}
      values={actionData?.values}
    />
  );
}
