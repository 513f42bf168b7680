import { pageMeta } from "~/lib/meta";
import type { Route } from "./+types/home";

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta({ title: "home", description: "home page", path: "/home", matches });

export default function Page() {
  return <h1>home</h1>;
}
