import { describe, expect, it } from "vitest";
import { contactInquiryOptions } from "~/lib/contact-fields";
import { contactSchema } from "./contact";

const valid = { name: "Ana", email: "ana@example.com", inquiry: "general", message: "Hello" };

describe("contact schema", () => {
  it("accepts a complete message and trims it", () => {
    expect(contactSchema.parse({ ...valid, name: "  Ana ", message: " Hello \n" })).toEqual(valid);
  });

  it("offers exactly the spec's three inquiry types", () => {
    expect(contactInquiryOptions).toEqual([
      { value: "guest", label: "Apply to Be a Guest (paid appearance)" },
      { value: "media", label: "Media Inquiry" },
      { value: "general", label: "General Question" },
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
