import type { Editor } from "@tiptap/react";
import { useEditorState } from "@tiptap/react";
import {
  Bold,
  Heading2,
  Heading3,
  ImagePlus,
  Italic,
  Link,
  List,
  ListOrdered,
  Redo2,
  TextQuote,
  Undo2,
  type LucideIcon,
} from "lucide-react";
import { useRef, useState, type KeyboardEvent } from "react";

export type EditorPanel = "link" | "image";

type Tool = {
  label: string;
  icon: LucideIcon;
  /** Whether the selection already has it (a pressed toggle); undefined for actions. */
  pressed?: boolean;
  disabled?: boolean;
  /** The editor's own shortcut for it, announced with the button (aria-keyshortcuts). */
  shortcut?: string;
  run: () => void;
};

const withModifier = (key: string) => `Control+${key} Meta+${key}`;

/**
 * The editor's formatting toolbar (the WAI-ARIA toolbar pattern): one Tab stop, arrow keys, Home and
 * End move between buttons; each button is named, and toggles say whether they are on. Unavailable
 * actions (nothing to undo) stay focusable with aria-disabled, so arrowing never skips them silently.
 */
export function EditorToolbar({
  editor,
  controls,
  label,
  openPanel,
}: {
  editor: Editor;
  /** The id of the editable area the buttons act on. */
  controls: string;
  label: string;
  openPanel: (panel: EditorPanel) => void;
}) {
  const state = useEditorState({
    editor,
    selector: ({ editor: current }) => ({
      h2: current.isActive("heading", { level: 2 }),
      h3: current.isActive("heading", { level: 3 }),
      bold: current.isActive("bold"),
      italic: current.isActive("italic"),
      bulletList: current.isActive("bulletList"),
      orderedList: current.isActive("orderedList"),
      blockquote: current.isActive("blockquote"),
      link: current.isActive("link"),
      canUndo: current.can().undo(),
      canRedo: current.can().redo(),
    }),
  });
  const chain = () => editor.chain().focus();
  const tools: Tool[][] = [
    [
      { label: "Heading 2", icon: Heading2, pressed: state.h2, run: () => chain().toggleHeading({ level: 2 }).run() },
      { label: "Heading 3", icon: Heading3, pressed: state.h3, run: () => chain().toggleHeading({ level: 3 }).run() },
    ],
    [
      {
        label: "Bold",
        icon: Bold,
        pressed: state.bold,
        shortcut: withModifier("B"),
        run: () => chain().toggleBold().run(),
      },
      {
        label: "Italic",
        icon: Italic,
        pressed: state.italic,
        shortcut: withModifier("I"),
        run: () => chain().toggleItalic().run(),
      },
    ],
    [
      { label: "Bulleted list", icon: List, pressed: state.bulletList, run: () => chain().toggleBulletList().run() },
      {
        label: "Numbered list",
        icon: ListOrdered,
        pressed: state.orderedList,
        run: () => chain().toggleOrderedList().run(),
      },
      { label: "Quote", icon: TextQuote, pressed: state.blockquote, run: () => chain().toggleBlockquote().run() },
    ],
    [
      { label: "Link", icon: Link, pressed: state.link, shortcut: withModifier("K"), run: () => openPanel("link") },
      { label: "Image", icon: ImagePlus, run: () => openPanel("image") },
    ],
    [
      {
        label: "Undo",
        icon: Undo2,
        disabled: !state.canUndo,
        shortcut: withModifier("Z"),
        run: () => chain().undo().run(),
      },
      {
        label: "Redo",
        icon: Redo2,
        disabled: !state.canRedo,
        shortcut: withModifier("Shift+Z"),
        run: () => chain().redo().run(),
      },
    ],
  ];
  const flat = tools.flat();
  const [current, setCurrent] = useState(0);
  const buttons = useRef<(HTMLButtonElement | null)[]>([]);

  const moveTo = (index: number) => {
    const next = (index + flat.length) % flat.length;
    setCurrent(next);
    buttons.current[next]?.focus();
  };
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const moves: Record<string, number> = { ArrowRight: current + 1, ArrowLeft: current - 1, Home: 0, End: -1 };
    if (!(event.key in moves)) return;
    event.preventDefault();
    moveTo(moves[event.key]!);
  };

  let index = 0;
  return (
    <div
      role="toolbar"
      aria-label={label}
      aria-controls={controls}
      onKeyDown={onKeyDown}
      className="flex flex-wrap items-center gap-3 rounded-lg bg-sand-50 p-1"
    >
      {tools.map((group, groupIndex) => (
        <div key={groupIndex} className="flex items-center gap-1">
          {group.map((tool) => {
            const position = index++;
            const Icon = tool.icon;
            return (
              <button
                key={tool.label}
                ref={(button) => {
                  buttons.current[position] = button;
                }}
                type="button"
                tabIndex={position === current ? 0 : -1}
                aria-label={tool.label}
                title={tool.label}
                aria-pressed={tool.pressed}
                aria-disabled={tool.disabled || undefined}
                aria-keyshortcuts={tool.shortcut}
                // Keeps the text selection in the editor while the mouse is down.
                onMouseDown={(event) => event.preventDefault()}
                onFocus={() => setCurrent(position)}
                onClick={() => {
                  if (!tool.disabled) tool.run();
                }}
                className={`inline-flex size-9 items-center justify-center rounded-lg ${
                  tool.pressed ? "bg-brand-100 text-brand-800" : "text-ink-800 hover:bg-sand-100"
                } ${tool.disabled ? "opacity-50" : ""}`}
              >
                <Icon aria-hidden="true" className="size-5" />
              </button>
            );
          })}
        </div>
      ))}
    </div>
  );
}
