import type { ReactNode } from "react";
import { LinkTabs } from "~/components/ui/link-tabs";
import { tabLabels } from "~/content/guest-opportunities";

export type PartnerTab = keyof typeof tabLabels;

const partnerTabs = [
  { value: "podcasters", label: tabLabels.podcasters },
  { value: "guests", label: tabLabels.guests },
] as const;

/** The tab lives in the URL so it can be linked to; anything absent or unknown means the default. */
export function parsePartnerTab(value: string | null): PartnerTab {
  return value === "guests" ? "guests" : "podcasters";
}

export function PartnerTabs({
  selected,
  onTabIntent,
  children,
}: {
  selected: PartnerTab;
  onTabIntent?: (tab: PartnerTab) => void;
  children: ReactNode;
}) {
  return (
    <LinkTabs
      tabs={partnerTabs}
      selected={selected}
      label="Partnership options"
      idPrefix="partner"
      onTabIntent={onTabIntent}
    >
      <div className="mt-4">{children}</div>
    </LinkTabs>
  );
}
