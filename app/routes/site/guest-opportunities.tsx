import { pageMeta } from "~/lib/meta";
import type { Route } from "./+types/guest-opportunities";

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta({ title: "guest-opportunities", description: "guest-opportunities page", path: "/guest-opportunities", matches });

export default function Page() {
  return <h1>guest-opportunities</h1>;
}
