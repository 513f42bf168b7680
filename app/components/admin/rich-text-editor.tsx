import { EditorContent, useEditor, type Editor } from "@tiptap/react";
import { useEffect, useRef, useState } from "react";
import { editorContentFromField } from "~/lib/rich-text-field";
import { AddressPanel } from "./rich-text/address-panel";
import { cleanPastedHtml } from "./rich-text/clean-pasted-html";
import { checkImageAddress, checkLinkAddress } from "./rich-text/editor-addresses";
import { editorExtensions } from "./rich-text/editor-extensions";
import { EditorToolbar, type EditorPanel } from "./rich-text/editor-toolbar";
import { buttonClassName } from "~/components/ui/button";

export type RichTextEditorProps = {
  id: string;
  name: string;
  label: string;
  required?: boolean;
  error?: string;
  hint?: string;
  /** The field's text when the editor takes over: plain text or HTML. */
  initialValue: string;
  rows: number;
};

/**
 * The rich-text editor that replaces an admin form's text box once the page runs JavaScript (see
 * rich-text-field.tsx, which loads this module on demand so it stays out of every other page's
 * JavaScript). It writes its HTML into a hidden field of the same name, so the form's action reads
 * and sanitizes it exactly as it reads the text box. Until the owner edits, the field keeps the text
 * it was given, so an untouched field saves unchanged.
 */
export function RichTextEditor({ id, name, label, required, error, hint, initialValue, rows }: RichTextEditorProps) {
  const [value, setValue] = useState(initialValue);
  const [panel, setPanel] = useState<EditorPanel | null>(null);
  const hiddenField = useRef<HTMLInputElement>(null);
  const describedBy = [hint ? `${id}-hint` : "", error ? `${id}-error` : ""].filter(Boolean).join(" ");
  const editor = useEditor({
    extensions: editorExtensions,
    content: editorContentFromField(initialValue),
    editorProps: {
      attributes: {
        id,
        role: "textbox",
        "aria-multiline": "true",
        "aria-labelledby": `${id}-label`,
        ...(describedBy ? { "aria-describedby": describedBy } : {}),
        ...(required ? { "aria-required": "true" } : {}),
        ...(error ? { "aria-invalid": "true" } : {}),
        class: "prose-content block w-full rounded-lg bg-white px-3 py-3 text-base text-ink-900",
        style: `min-height: ${rows * 1.7 + 1.5}em`,
      },
      transformPastedHTML: (html) => cleanPastedHtml(html),
      // Ctrl+K (Cmd+K) asks for a link, as in word processors; the toolbar's Link button says so.
      handleKeyDown: (_view, event) => {
        if (event.key.toLowerCase() !== "k" || !(event.ctrlKey || event.metaKey) || event.altKey) return false;
        setPanel("link");
        return true;
      },
    },
    onUpdate: ({ editor: updated }) => setValue(updated.isEmpty ? "" : updated.getHTML()),
  });

  // The form empties itself after a successful create (use-reset-after-create.ts); so does the editor.
  useEffect(() => {
    const form = hiddenField.current?.form;
    if (!form || !editor) return;
    const clear = () => {
      editor.commands.clearContent();
      setValue("");
      setPanel(null);
    };
    form.addEventListener("reset", clear);
    return () => form.removeEventListener("reset", clear);
  }, [editor]);

  // Focus goes back to the text at once: TipTap's focus command waits for an animation frame, and a
  // key pressed in that frame (Ctrl+K again, say) would land on the page rather than in the editor.
  const closePanel = () => {
    setPanel(null);
    editor?.view.focus();
  };

  return (
    <div>
      <label id={`${id}-label`} htmlFor={id} className="block text-sm font-semibold text-ink-900">
        {label}
        {required ? (
          <span aria-hidden="true" className="ml-0.5 text-red-700">
            *
          </span>
        ) : null}
      </label>
      {hint ? (
        <p id={`${id}-hint`} className="mt-1 text-sm text-ink-700">
          {hint}
        </p>
      ) : null}
      <div className={`mt-2 rounded-xl border bg-white p-1.5 ${error ? "border-red-500" : "border-sand-300"}`}>
        <input ref={hiddenField} type="hidden" name={name} value={value} />
        {editor ? (
          <>
            <EditorToolbar
              editor={editor}
              controls={id}
              label="Text formatting"
              openPanel={(opened) => setPanel(opened)}
            />
            {panel === "link" ? <LinkPanel editor={editor} close={closePanel} /> : null}
            {panel === "image" ? <ImagePanel editor={editor} close={closePanel} /> : null}
          </>
        ) : null}
        <EditorContent editor={editor} />
      </div>
      {error ? (
        <p id={`${id}-error`} className="mt-2 text-sm font-medium text-red-700">
          {error}
        </p>
      ) : null}
    </div>
  );
}

function LinkPanel({ editor, close }: { editor: Editor; close: () => void }) {
  const current = (editor.getAttributes("link").href as string | undefined) ?? "";
  return (
    <AddressPanel
      title={current ? "Edit link" : "Add link"}
      fields={[{ name: "href", label: "Link address", initial: current, hint: "A web address or an email address" }]}
      applyLabel="Apply link"
      apply={({ href = "" }) => {
        const checked = checkLinkAddress(href);
        if (!checked.ok) return { field: "href", message: checked.message };
        const chain = editor.chain().focus().extendMarkRange("link");
        if (editor.state.selection.empty && !editor.isActive("link")) {
          chain
            .insertContent({
              type: "text",
              text: href.trim(),
              marks: [{ type: "link", attrs: { href: checked.address } }],
            })
            .run();
        } else {
          chain.setLink({ href: checked.address }).run();
        }
        close();
        return null;
      }}
      cancel={close}
      extraAction={
        current ? (
          <button
            type="button"
            onClick={() => {
              editor.chain().focus().extendMarkRange("link").unsetLink().run();
              close();
            }}
            className={buttonClassName({ variant: "outline", size: "sm" })}
          >
            Remove link
          </button>
        ) : null
      }
    />
  );
}

function ImagePanel({ editor, close }: { editor: Editor; close: () => void }) {
  return (
    <AddressPanel
      title="Add image"
      fields={[
        { name: "src", label: "Image address", hint: "The image's full web address, https://…" },
        { name: "alt", label: "Alt text", hint: "What the image shows, for people who cannot see it" },
      ]}
      applyLabel="Insert image"
      apply={({ src = "", alt = "" }) => {
        const checked = checkImageAddress(src, window.location.origin);
        if (!checked.ok) return { field: "src", message: checked.message };
        if (!alt.trim()) return { field: "alt", message: "Describe the image in a few words." };
        editor.chain().focus().setImage({ src: checked.address, alt: alt.trim() }).run();
        close();
        return null;
      }}
      cancel={close}
    />
  );
}
