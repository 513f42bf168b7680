import { appServicesOf } from "~/.server/app-context";
import { subscribersCsv } from "~/.server/admin/subscriber-admin";
import type { Route } from "./+types/subscribers-csv";

/** /admin/subscribers.csv: every subscriber as a spreadsheet, under the admin layout's guard (and no-store). */
export async function loader({ context }: Route.LoaderArgs) {
  return new Response(await subscribersCsv(appServicesOf(context).db), {
    headers: {
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": 'attachment; filename="subscribers.csv"',
    },
  });
}
