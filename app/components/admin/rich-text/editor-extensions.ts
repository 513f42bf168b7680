import Image from "@tiptap/extension-image";
import Link from "@tiptap/extension-link";
import StarterKit from "@tiptap/starter-kit";

/**
 * What the editor's schema knows: the toolbar's headings, marks, lists, quote, links and images,
 * plus what stored show notes and posts already use (code, rules, smaller headings, strikethrough)
 * so that editing them keeps it. Anything else pasted in is dropped by the schema; the server's
 * sanitizer still has the last word on save (app/.server/html/sanitize-html.ts).
 */
export const editorExtensions = [
  StarterKit.configure({
    // The page's h1 is the title: the sanitizer turns a stored h1 into an h2, and so does pasting.
    heading: { levels: [2, 3, 4, 5, 6] },
    link: false,
  }),
  Link.configure({
    openOnClick: false,
    autolink: true,
    defaultProtocol: "https",
    protocols: ["mailto"],
    // The sanitizer decides each link's target and rel for the page it lands on.
    HTMLAttributes: { target: null, rel: null },
  }),
  Image.configure({ inline: false, allowBase64: false }),
];
