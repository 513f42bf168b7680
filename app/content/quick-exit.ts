/**
 * The words of "Leave site" (issue 32), apart from the other legal notices (./legal.ts): the layout
 * every page loads draws the control, so only these few words ship with it.
 */
export const quickExit = {
  /** The control on every public page. */
  label: "Leave site",
  /** Its accessible description: what it does and that Escape twice does it too. */
  hint: "Leave this site now for a weather page (or press Escape twice). It also clears what this site kept in your browser.",
  helpLabel: "Browsing safely",
} as const;
