/** The end of every blog post: who wrote it, what to read next, and the invitation to listen. */
export const blogPostEnd = {
  authorHeading: "About the author",
  authorLink: "More about Claire",
  relatedHeading: "Keep reading",
  listenHeading: "Hear the conversation",
  listenText:
    "Every week, Claire talks with the experts who help families through divorce. Start with the newest episode.",
  listenButton: "Listen to the Latest Episode",
  allEpisodesLink: "Browse all episodes",
} as const;
