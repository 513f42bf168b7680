import { describe, expect, it } from "vitest";
import { parseAdminListFilter } from "./admin/admin-list";
import { contactInboxList, contactMessageSubject, replyByEmailHref } from "./contact-inbox";

describe("reply by email", () => {
  it("opens a message to the sender with Re: and the subject, percent-encoded", () => {
    expect(replyByEmailHref({ email: "jamie@example.com", subject: "Apply to Be a Guest (paid appearance)" })).toBe(
      "mailto:jamie@example.com?subject=Re%3A%20Apply%20to%20Be%20a%20Guest%20(paid%20appearance)",
    );
  });

  it("cannot be made to add recipients, headers or a body", () => {
    const href = replyByEmailHref({ email: "a+b@example.com?cc=x@evil.test", subject: "Hi&bcc=x@evil.test\r\nX: y" });
    const url = new URL(href);
    expect([...url.searchParams.keys()]).toEqual(["subject"]);
    expect(url.searchParams.get("subject")).toBe("Re: Hi&bcc=x@evil.test\r\nX: y");
    expect(decodeURIComponent(url.pathname)).toBe("a+b@example.com?cc=x@evil.test");
  });
});

describe("the inbox's subject and filter", () => {
  it("names the inquiry type the visitor chose", () => {
    expect(contactMessageSubject("media")).toBe("Media Inquiry");
    expect(contactMessageSubject("general")).toBe("General Question");
  });

  it("reads an unknown filter as all messages", () => {
    expect(parseAdminListFilter(contactInboxList, "handled")).toBe("handled");
    expect(parseAdminListFilter(contactInboxList, "bogus")).toBe("all");
    expect(parseAdminListFilter(contactInboxList, null)).toBe("all");
  });
});
