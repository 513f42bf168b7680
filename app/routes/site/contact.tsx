import { Mail } from "lucide-react";
import { useEffect, useRef } from "react";
import { data, Form, useNavigation } from "react-router";
import {
  contactFailureMessage,
  contactMaxBodyBytes,
  submitContactMessage,
} from "~/.server/contact/submit-contact-message";
import { contactNoticeSettings } from "~/.server/contact/contact-notice";
import { queueContactNotice } from "~/.server/contact/queue-contact-notice";
import { recordContactConversion } from "~/.server/analytics/analytics-conversions";
import { isCountedVisitor } from "~/.server/counted-visitor";
import { appServicesOf } from "~/.server/app-context";
import { requestInfoContext } from "~/.server/request-context";
import { redirectWithToast } from "~/.server/toast";
import { Button } from "~/components/ui/button";
import { FormField, fieldClassName } from "~/components/ui/form-field";
import { contactAcknowledgement, contactNote, contactOtherParty } from "~/content/contact";
import { site } from "~/content/site";
import { pageMeta } from "~/lib/meta";
import {
  contactAcknowledgementValue,
  contactHoneypotField,
  contactInquiryOptions,
  contactLimits,
  contactSuccessMessage,
  type ContactField,
} from "~/lib/contact-fields";
import type { Route } from "./+types/contact";
import { readForm } from "~/.server/read-form";
import { readPageQuery } from "~/lib/page-query";
import { contactPageQuerySchema } from "~/lib/schemas/contact";
import { parseLenientInput } from "~/lib/validation/parse-input";

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta({
    title: "Contact",
    description: `Contact ${site.host.name} and the ${site.shortName} team: guest applications, media inquiries and general questions.`,
    path: "/contact",
    matches,
  });

/** `/contact?inquiry=consultation` (the consultation path) opens the form with that type chosen; any other value is ignored. */
export function loader({ request }: Route.LoaderArgs) {
  const query = readPageQuery("/contact", new URL(request.url).searchParams);
  return { inquiry: parseLenientInput(contactPageQuerySchema, query).inquiry ?? null };
}

export async function action({ request, context }: Route.ActionArgs) {
  const length = Number(request.headers.get("Content-Length") ?? 0);
  if (length > contactMaxBodyBytes) {
    return data(
      {
        formError: "Your message is too long to send. Please shorten it and try again.",
        fieldErrors: {},
        values: null,
      },
      { status: 413 },
    );
  }
  const { clientIp } = context.get(requestInfoContext);
  const services = appServicesOf(context);
  const { db, env, jobEngine } = services;
  // A body that is not a form gets the form's own failure wording (read-form.ts).
  const form = await readForm(request, { unreadable: contactFailureMessage });
  const result = await submitContactMessage(db, {
    form,
    clientKey: clientIp,
    onSaved: (messageId) => queueContactNotice(messageId, { settings: contactNoticeSettings(env), engine: jobEngine }),
  });
  if (result.ok) {
    // The inquiry type passed the schema; the pages that led here are counted apart from the message.
    // Only when the beacon would count this visitor (~/.server/counted-visitor.ts).
    if (await isCountedVisitor(request, services)) {
      await recordContactConversion(db, {
        inquiry: String(form.get("inquiry")),
        userAgent: request.headers.get("User-Agent") ?? "",
        clientIp,
      });
    }
    return redirectWithToast("/contact", { type: "success", title: contactSuccessMessage });
  }
  const headers: HeadersInit = result.retryAfterSeconds ? { "Retry-After": String(result.retryAfterSeconds) } : {};
  return data(
    { formError: result.formError, fieldErrors: result.fieldErrors, values: result.values },
    { status: result.status, headers },
  );
}

export default function Contact({ actionData, loaderData }: Route.ComponentProps) {
  const navigation = useNavigation();
  const submitting = navigation.state === "submitting" && navigation.formAction === "/contact";
  const formRef = useRef<HTMLFormElement>(null);
  const wasSubmitting = useRef(false);

  // A successful post redirects back here without action data: that is the moment to clear the form.
  useEffect(() => {
    if (wasSubmitting.current && navigation.state === "idle" && !actionData) formRef.current?.reset();
    wasSubmitting.current = navigation.state !== "idle";
  }, [navigation.state, actionData]);

  const errors: Partial<Record<ContactField, string>> = actionData?.fieldErrors ?? {};
  const values = actionData?.values;

  return (
    <section className="mx-auto max-w-3xl px-4 py-16 sm:px-6">
      <Mail aria-hidden="true" className="size-10 text-brand-600" />
      <h1 className="mt-4 font-serif text-4xl font-bold text-ink-900">Get in Touch</h1>
      <p className="mt-4 text-lg text-ink-700">
        Want to be a guest, cover the show, or ask a question? Send a message and {site.host.name}'s team will reply
        within two business days.
      </p>

      <Form
        method="post"
        ref={formRef}
        className="mt-10 space-y-6 rounded-3xl border border-sand-200 bg-white p-6 shadow-sm sm:p-10"
        aria-describedby={actionData?.formError ? "contact-form-error" : undefined}
      >
        {actionData?.formError ? (
          <p id="contact-form-error" role="alert" className="rounded-xl bg-red-50 p-4 text-sm font-medium text-red-800">
            {actionData.formError}
          </p>
        ) : null}

        <FormField id="contact-name" label="Name" required error={errors.name}>
          <input
            id="contact-name"
            name="name"
            type="text"
            autoComplete="name"
            required
            maxLength={contactLimits.name}
            defaultValue={values?.name}
            className={fieldClassName(Boolean(errors.name))}
            {...errorAttributes("contact-name", errors.name)}
          />
        </FormField>

        <FormField id="contact-email" label="Email" required error={errors.email}>
          <input
            id="contact-email"
            name="email"
            type="email"
            autoComplete="email"
            required
            maxLength={contactLimits.email}
            defaultValue={values?.email}
            className={fieldClassName(Boolean(errors.email))}
            {...errorAttributes("contact-email", errors.email)}
          />
        </FormField>

        <FormField id="contact-inquiry" label="Inquiry Type" required error={errors.inquiry}>
          <select
            id="contact-inquiry"
            name="inquiry"
            required
            defaultValue={values?.inquiry ?? loaderData?.inquiry ?? ""}
            className={fieldClassName(Boolean(errors.inquiry))}
            {...errorAttributes("contact-inquiry", errors.inquiry)}
          >
            <option value="" disabled>
              Select an option
            </option>
            {contactInquiryOptions.map((option) => (
              <option key={option.value} value={option.value}>
                {option.label}
              </option>
            ))}
          </select>
        </FormField>

        <FormField
          id="contact-other-party"
          label={contactOtherParty.label}
          hint={contactOtherParty.hint}
          error={errors.otherPartyName}
        >
          <input
            id="contact-other-party"
            name="otherPartyName"
            type="text"
            autoComplete="off"
            maxLength={contactLimits.otherPartyName}
            defaultValue={values?.otherPartyName}
            className={fieldClassName(Boolean(errors.otherPartyName))}
            {...errorAttributes("contact-other-party", errors.otherPartyName)}
          />
        </FormField>

        <FormField id="contact-message" label="Message" required error={errors.message}>
          <textarea
            id="contact-message"
            name="message"
            rows={6}
            required
            maxLength={contactLimits.message}
            defaultValue={values?.message}
            className={fieldClassName(Boolean(errors.message))}
            {...errorAttributes("contact-message", errors.message)}
          />
        </FormField>

        {/* Hidden from people and assistive technology; only bots fill it in. */}
        <div aria-hidden="true" className="absolute -left-[10000px] h-px w-px overflow-hidden">
          <label htmlFor="contact-website">Leave this field empty</label>
          <input id="contact-website" name={contactHoneypotField} type="text" tabIndex={-1} autoComplete="off" />
        </div>

        <div>
          <div className="flex items-start gap-3">
            <input
              id="contact-acknowledgement"
              name="acknowledgement"
              type="checkbox"
              value={contactAcknowledgementValue}
              required
              defaultChecked={values?.acknowledgement === contactAcknowledgementValue}
              className="mt-1 size-5 shrink-0 accent-brand-700"
              {...errorAttributes("contact-acknowledgement", errors.acknowledgement)}
            />
            <label htmlFor="contact-acknowledgement" className="text-sm font-semibold text-ink-900">
              {contactAcknowledgement.text}
              <span aria-hidden="true" className="ml-0.5 text-red-700">
                *
              </span>
            </label>
          </div>
          {errors.acknowledgement ? (
            <p id="contact-acknowledgement-error" className="mt-2 text-sm font-medium text-red-700">
              {errors.acknowledgement}
            </p>
          ) : null}
        </div>

        <Button type="submit" size="lg" disabled={submitting} className="w-full sm:w-auto">
          {submitting ? "Sending..." : "Send Message"}
        </Button>
      </Form>

      <aside
        aria-labelledby="contact-note-title"
        className="mt-6 rounded-2xl bg-sand-100 p-5 text-sm text-ink-800 sm:p-6"
      >
        <h2 id="contact-note-title" className="font-semibold text-ink-900">
          {contactNote.title}
        </h2>
        <ul className="mt-2 list-disc space-y-1 pl-5">
          {contactNote.points.map((point) => (
            <li key={point}>{point}</li>
          ))}
        </ul>
        <p className="mt-3">
          {contactNote.emailLead}{" "}
          <a href={`mailto:${contactNote.email}`} className="font-semibold whitespace-nowrap text-brand-800 underline">
            {contactNote.email}
          </a>
          .
        </p>
      </aside>
    </section>
  );
}

function errorAttributes(id: string, error: string | undefined) {
  return error ? { "aria-invalid": true, "aria-describedby": `${id}-error` } : {};
}
