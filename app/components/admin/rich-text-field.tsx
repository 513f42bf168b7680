import { useEffect, useState, type ComponentType } from "react";
import { TextAreaField } from "~/components/ui/form-field";
import { editorCanKeep } from "~/lib/rich-text-field";
import { useHydrated } from "~/lib/use-hydrated";
import type { RichTextEditorProps } from "./rich-text-editor";

type RichTextFieldProps = {
  id: string;
  name: string;
  label: string;
  required?: boolean;
  error?: string;
  /** Shown with the editor and the text box alike. */
  hint?: string;
  /** Added under the text box only: how plain text is read (e.g. blank lines start paragraphs). */
  plainTextHint?: string;
  rows: number;
  maxLength?: number;
  defaultValue: string;
};

let loadedEditor: ComponentType<RichTextEditorProps> | null = null;

// A dynamic import, so the editor (Tiptap and ProseMirror) is a file of its own that only admin
// pages ask for, after they are up (docs/decisions/0014-rich-text-editor.md).
const loadEditor = () =>
  import("./rich-text-editor").then((module) => {
    loadedEditor = module.RichTextEditor;
    return module.RichTextEditor;
  });

/**
 * A rich-text field of an admin form (show notes, a post's body). The server renders a plain text
 * box, which is what works without JavaScript; once the page is running, the rich-text editor takes
 * its place under the same field name, starting from whatever is in the box by then. Text whose
 * markup the editor cannot keep (an embedded player, a table) stays in the box, as HTML.
 */
export function RichTextField(props: RichTextFieldProps) {
  const hydrated = useHydrated();
  const [editor, setEditor] = useState<{ Editor: ComponentType<RichTextEditorProps>; initialValue: string } | null>(
    () =>
      // Remounted after hydration (another episode to edit): the editor is already here.
      hydrated && loadedEditor && editorCanKeep(props.defaultValue)
        ? { Editor: loadedEditor, initialValue: props.defaultValue }
        : null,
  );
  const keepsMarkup = editorCanKeep(props.defaultValue);

  useEffect(() => {
    if (editor || !keepsMarkup) return;
    let cancelled = false;
    loadEditor().then(
      (Editor) => {
        if (cancelled) return;
        const box = document.getElementById(props.id);
        const typed = box instanceof HTMLTextAreaElement ? box.value : props.defaultValue;
        if (editorCanKeep(typed)) setEditor({ Editor, initialValue: typed });
      },
      // Without the editor the text box still does the job.
      () => {},
    );
    return () => {
      cancelled = true;
    };
  }, [editor, keepsMarkup, props.id, props.defaultValue]);

  if (editor) {
    const { Editor, initialValue } = editor;
    return (
      <Editor
        id={props.id}
        name={props.name}
        label={props.label}
        required={props.required}
        error={props.error}
        hint={props.hint}
        rows={props.rows}
        initialValue={initialValue}
      />
    );
  }
  const hints = [
    props.hint,
    props.plainTextHint,
    hydrated && !keepsMarkup
      ? "This text has formatting the editor cannot keep (such as an embedded player or a table), so it is edited as HTML here."
      : undefined,
  ];
  return (
    <TextAreaField
      id={props.id}
      name={props.name}
      label={props.label}
      required={props.required}
      rows={props.rows}
      maxLength={props.maxLength}
      defaultValue={props.defaultValue}
      error={props.error}
      hint={hints.filter(Boolean).join(" ") || undefined}
    />
  );
}
