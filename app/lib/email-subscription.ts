/** The sign-up form's words and fields, shared by the footer's form and the /subscribe page. */
export const subscribeHeading = "Get new episodes by email";
export const subscribeIntro = "One email when a new episode or post is out. Unsubscribe with one click at any time.";
export const subscribeButton = "Subscribe";
export const subscribeSuccessMessage = "Check your inbox to confirm your subscription.";
/** Hidden from people; only bots fill it in (as on the contact form). */
export const subscribeHoneypotField = "website";
