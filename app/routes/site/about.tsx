import { pageMeta } from "~/lib/meta";
import type { Route } from "./+types/about";

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta({ title: "about", description: "about page", path: "/about", matches });

export default function Page() {
  return <h1>about</h1>;
}
