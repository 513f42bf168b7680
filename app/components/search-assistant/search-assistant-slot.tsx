import { Suspense, type ComponentType } from "react";
import { useMatches } from "react-router";

/** What a route's `handle` carries to show the assistant: the component itself (see searchAssistantHandle). */
export type SearchAssistantHandle = { searchAssistant: ComponentType };

/**
 * Renders the search assistant of the deepest route that asks for it. The component comes from the
 * route's handle rather than an import here, so pages without the assistant never load its code;
 * every route hands over the same component, so an open conversation stays mounted between them.
 */
export function SearchAssistantSlot() {
  const Assistant = useMatches()
    .map((match) => (match.handle as Partial<SearchAssistantHandle> | undefined)?.searchAssistant)
    .findLast((component) => component !== undefined);
  // Not created here: the same module-level component on every render, so it is never remounted.
  return Assistant ? (
    <Suspense fallback={null}>
      {/* eslint-disable-next-line react-hooks/static-components */}
      <Assistant />
    </Suspense>
  ) : null;
}
