import { pageMeta } from "~/lib/meta";
import type { Route } from "./+types/resources";

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta({ title: "resources", description: "resources page", path: "/resources", matches });

export default function Page() {
  return <h1>resources</h1>;
}
