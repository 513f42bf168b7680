import { createContext, useContext } from "react";

/**
 * The site's one stylesheet, inlined into the document by the server in production so the first
 * paint waits for no second request (it is ~5 KB compressed). The client never has the text: the
 * <style> element it hydrates keeps the server's content, and its props never change afterwards.
 */
export const InlineStylesheetContext = createContext<string | undefined>(undefined);

export function InlineStylesheet() {
  const css = useContext(InlineStylesheetContext) ?? "";
  return <style suppressHydrationWarning dangerouslySetInnerHTML={{ __html: css }} />;
}
