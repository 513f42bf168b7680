import { describe, expect, it } from "vitest";
import { contactInquiryOptions } from "~/lib/contact-fields";
import { contactAcknowledgement } from "~/content/contact";
import { contactPageQuerySchema, contactSchema } from "./contact";

const valid = { name: "Ana", email: "ana@example.com", inquiry: "general", message: "Hello", acknowledgement: "yes" };

describe("contact schema", () => {
  it("accepts a complete message and trims it", () => {
    expect(contactSchema.parse({ ...valid, name: "  Ana ", message: " Hello \n" })).toEqual({
      ...valid,
      otherPartyName: null,
    });
  });

  it("offers the spec's three inquiry types, in its order, then the consultation request (issue 32)", () => {
    expect(contactInquiryOptions).toEqual([
      { value: "guest", label: "Apply to Be a Guest (paid appearance)" },
      { value: "media", label: "Media Inquiry" },
      { value: "general", label: "General Question" },
      { value: "consultation", label: "Request a consultation" },
    ]);
    for (const option of contactInquiryOptions) {
      expect(contactSchema.safeParse({ ...valid, inquiry: option.value }).success).toBe(true);
    }
  });

  it.each([
    ["name", { name: "" }, "Please enter your name."],
    ["email", { email: "ana@" }, "Please enter a valid email address."],
    ["email", { email: "" }, "Please enter your email address."],
    ["inquiry", { inquiry: "" }, "Please choose an inquiry type."],
    ["message", { message: "   " }, "Please enter a message."],
    ["message", { message: "m".repeat(5001) }, "Your message can be at most 5000 characters."],
  ])("refuses a bad %s with a clear message", (field, override, message) => {
    const result = contactSchema.safeParse({ ...valid, ...override });
    expect(result.success).toBe(false);
    expect(result.error?.issues.find((issue) => issue.path[0] === field)?.message).toBe(message);
  });

  it("refuses a missing field", () => {
    const { name: _name, ...withoutName } = valid;
    expect(contactSchema.safeParse(withoutName).error?.issues[0]?.message).toBe("Please enter your name.");
  });
});

describe("the acknowledgement and the other party's name", () => {
  it.each([
    ["missing", undefined],
    ["empty", ""],
    ["another value", "on"],
    ["a list", ["yes", "yes"]],
  ])("refuses an acknowledgement that is %s, with the message shown beside the box", (_case, acknowledgement) => {
    const result = contactSchema.safeParse({ ...valid, acknowledgement });
    expect(result.success).toBe(false);
    expect(result.error?.issues.find((issue) => issue.path[0] === "acknowledgement")?.message).toBe(
      contactAcknowledgement.missing,
    );
  });

  it("keeps the other party's name trimmed, and none when blank", () => {
    expect(contactSchema.parse({ ...valid, otherPartyName: "  Pat Doe " }).otherPartyName).toBe("Pat Doe");
    expect(contactSchema.parse({ ...valid, otherPartyName: "   " }).otherPartyName).toBeNull();
    expect(contactSchema.safeParse({ ...valid, otherPartyName: "n".repeat(201) }).error?.issues[0]?.message).toBe(
      "The other party's name can be at most 200 characters.",
    );
  });

  it("reads the contact page's ?inquiry= leniently: a known type, else none", () => {
    expect(contactPageQuerySchema.parse({ inquiry: "consultation" })).toEqual({ inquiry: "consultation" });
    expect(contactPageQuerySchema.parse({ inquiry: "" })).toEqual({ inquiry: undefined });
    expect(contactPageQuerySchema.parse({ inquiry: "<script>" })).toEqual({ inquiry: undefined });
  });
});
