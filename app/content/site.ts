/**
 * Who the site is about and where it points. The host, the show and every outbound link are a
 * clearly fictional sample: replace them here and the whole site follows.
 */
export const site = {
  podcastName: "Untangled: The Divorce Podcast",
  shortName: "Untangled",
  tagline: "Honest, practical divorce advice — and a real life beyond it.",
  description:
    "Untangled is a weekly podcast for anyone facing divorce, hosted by family-law attorney and mediator Claire Morrow. Expert guests, real advice, and a life beyond divorce.",
  host: {
    name: "Claire Morrow",
    role: "Family-Law Attorney & Mediator",
    shortBio:
      "Claire Morrow has guided more than two thousand families through separation as a family-law attorney and certified mediator.",
  },
  email: "hello@untangled-podcast.example",
  /** The spec's copyright year: the first of the footer's range, which runs to the current year. */
  copyrightYear: 2025,
  /** Images under /public: the podcast cover doubles as the fallback for episodes without art. */
  images: {
    /** The show's mark: the header's logo and the publisher logo in articles' structured data. */
    logo: "/images/logo-mark.svg",
    cover: "/images/podcast-cover.svg",
    coverAlt: "Untangled: The Divorce Podcast cover art — two loose threads forming a knot that comes free",
    hostPortrait: "/images/host-portrait.svg",
    hostPortraitAlt: "Illustrated portrait of Claire Morrow, host of Untangled",
    featuredMedia: "/images/featured-media.svg",
    featuredMediaAlt: "Claire Morrow in conversation on a televised panel about family law",
    social: "/images/social-card.png",
  },
} as const;

export const externalLinks = {
  applePodcasts: "https://podcasts.apple.com/us/podcast/untangled-the-divorce-podcast/id0000000000",
  spotify: "https://open.spotify.com/show/untangled-divorce-podcast-sample",
  podbean: "https://untangleddivorce.podbean.com/",
  /** The show's RSS feed, read by "Import from Podbean Feed" unless PODCAST_FEED_URL says otherwise. */
  podcastFeed: "https://feed.podbean.com/untangleddivorce/feed.xml",
  /** The host's website whose posts "Import from Website" reads, unless BLOG_SOURCE_URL says otherwise. */
  blogSource: "https://claire-morrow-consulting.example/",
  instagram: "https://www.instagram.com/untangled.podcast.sample/",
  linkedin: "https://www.linkedin.com/in/claire-morrow-sample/",
  youtube: "https://www.youtube.com/@untangled-podcast-sample",
  /** The host's coaching and consulting practice (About page button). */
  coachingSite: "https://claire-morrow-consulting.example/",
  /** Guest Opportunities: the packages brochure and the guest application form. */
  packagesPdf: "https://claire-morrow-consulting.example/files/untangled-podcast-packages.pdf",
  guestApplicationForm: "https://forms.untangled-podcast.example/apply",
  /** Home banner: the host's appearance on a televised panel. */
  featuredVideo: "https://www.youtube.com/watch?v=sample-featured-panel",
  /** Guest Opportunities: a guest episode on a large talk podcast. */
  featuredGuestEpisodeVideo: "https://www.youtube.com/watch?v=sample-guest-episode",
  /** About page media grid: talks and interviews that have a recording. */
  mediaPanelVideo: "https://www.youtube.com/watch?v=sample-digital-age-panel",
  mediaKeynoteVideo: "https://www.youtube.com/watch?v=sample-mediation-keynote",
  mediaMorningShowVideo: "https://www.youtube.com/watch?v=sample-morning-show-holidays",
} as const;

export const podcastPlatforms = [
  { label: "Apple Podcasts", href: externalLinks.applePodcasts },
  { label: "Spotify", href: externalLinks.spotify },
  { label: "Podbean", href: externalLinks.podbean },
] as const;

export const socialLinks = [
  { label: "Instagram", href: externalLinks.instagram },
  { label: "LinkedIn", href: externalLinks.linkedin },
  { label: "YouTube", href: externalLinks.youtube },
] as const;
