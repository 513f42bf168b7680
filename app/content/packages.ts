/** Guest Opportunities, "For Podcasters": the three partnership packages (spec section 9). */
export type Package = {
  id: "basic" | "growth" | "premium";
  name: string;
  /** Whole US dollars; `priceLabel` is the same amount as shown on the page. */
  price: number;
  priceLabel: string;
  summary: string;
  features: readonly string[];
  mostPopular: boolean;
};

const usd = new Intl.NumberFormat("en-US", { style: "currency", currency: "USD", maximumFractionDigits: 0 });

/** "$1,500" from 1500: the page and the data can never disagree about a price. */
export function formatPrice(amount: number): string {
  return usd.format(amount);
}

function pkg(entry: Omit<Package, "priceLabel">): Package {
  return { ...entry, priceLabel: formatPrice(entry.price) };
}

export const packages: readonly Package[] = [
  pkg({
    id: "basic",
    name: "Basic Package",
    price: 1500,
    summary: "Put your show in front of a loyal, engaged audience with a featured guest appearance.",
    features: [
      "Featured guest appearance on an Untangled episode, launching on a Monday",
      "Your own podcast episode airs in the Untangled feed that Thursday",
      "Strategy call to plan your conversation and key messages",
      "Professional editing, show notes and links to your show",
      "One dedicated Instagram post announcing your episode",
    ],
    mostPopular: false,
  }),
  pkg({
    id: "growth",
    name: "Growth Package",
    price: 2000,
    summary: "Everything you need to turn one appearance into lasting listeners and followers.",
    features: [
      "Everything in the Basic Package",
      "A 20-minute IG Live with Claire to meet the audience in real time",
      "Three additional posts promoting your show across our social channels",
      "Short audiogram clips of your episode to share on your own channels",
    ],
    mostPopular: true,
  }),
  pkg({
    id: "premium",
    name: "Premium Package",
    price: 3000,
    summary: "Maximum reach for launches, rebrands and shows ready for their next big step.",
    features: [
      "Everything in the Growth Package",
      "A feature in the Untangled listener newsletter",
      "Your show recommended in the host-read outro of two further episodes",
      "Three vertical video clips edited for Reels, TikTok and YouTube Shorts",
      "A 30-day performance recap with listener and engagement numbers",
    ],
    mostPopular: false,
  }),
];
