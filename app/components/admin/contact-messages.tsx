import { CheckCircle2, Mail, MailOpen, Reply, RotateCcw, Trash2 } from "lucide-react";
import { Form, useLocation, useNavigation } from "react-router";
import { AdminList } from "./admin-list";
import { AdminPostForm } from "./admin-post-form";
import {
  contactInboxList,
  contactMessageSubject,
  replyByEmailHref,
  type ContactInboxData,
  type ContactInboxRow,
} from "~/lib/contact-inbox";
import { contactAcknowledgement } from "~/content/contact";
import { formatDateTime } from "~/lib/dates";

const actionButton =
  "inline-flex items-center gap-1.5 rounded-full border border-sand-300 px-3 py-1.5 text-sm font-medium text-ink-800 hover:bg-sand-100 disabled:opacity-50";

/**
 * The admin inbox: messages sent through the contact form, newest first, searched (name, email,
 * subject, message), filtered and paged on the server.
 */
export function ContactMessages({ data }: { data: ContactInboxData }) {
  const { messages, unread } = data;
  // Posts go to the list's own address, so after a change (with or without JavaScript) the same
  // search, filter and page are shown again.
  const listAction = `/admin/messages${useLocation().search}`;
  return (
    <AdminList
      definition={contactInboxList}
      list={data}
      layout="page"
      title="Messages"
      titleId="messages-title"
      noun="message"
      summaryExtra={`, ${unread} unread`}
      search={{
        name: "messages",
        label: "Search messages by name, email, other party, subject or text",
        placeholder: "Search by name, email, other party, subject or text",
      }}
      empty={{
        filtered: "No messages match that search.",
        none: "No messages yet. Messages sent through the contact form appear here.",
      }}
      pagesLabel="Message pages"
      rowCount={messages.length}
    >
      <ul className="mt-6 space-y-4">
        {messages.map((message) => (
          <li
            key={message.id}
            className={`rounded-2xl border bg-white p-5 shadow-sm ${message.isRead ? "border-sand-200" : "border-brand-500"}`}
          >
            <ContactMessage message={message} listAction={listAction} />
          </li>
        ))}
      </ul>
    </AdminList>
  );
}

function ContactMessage({ message, listAction }: { message: ContactInboxRow; listAction: string }) {
  const busy = useNavigation().state !== "idle";
  const subject = contactMessageSubject(message.inquiry);
  return (
    <article aria-labelledby={`message-${message.id}`}>
      <header className="flex flex-wrap items-baseline justify-between gap-2">
        <h3 id={`message-${message.id}`} className="min-w-0 font-semibold break-words text-ink-900">
          {message.isRead ? null : (
            <span className="mr-2 rounded-full bg-brand-700 px-2 py-0.5 text-xs font-bold text-white">NEW</span>
          )}
          {message.handledAt ? (
            <span className="mr-2 rounded-full bg-sand-200 px-2 py-0.5 text-xs font-bold text-ink-900">HANDLED</span>
          ) : null}
          {message.name}{" "}
          <a href={`mailto:${message.email}`} className="font-normal break-all text-brand-800 underline">
            {message.email}
          </a>
        </h3>
        <p className="text-sm text-ink-700">
          {subject} · <time dateTime={message.createdAt}>{formatDateTime(message.createdAt)}</time>
        </p>
      </header>
      <p className="mt-3 whitespace-pre-wrap break-words text-ink-800">{message.message}</p>
      <dl className="mt-3 grid gap-x-4 gap-y-1 text-sm text-ink-700 sm:grid-cols-[auto_1fr]">
        <dt className="font-semibold text-ink-900">Other party (conflict check)</dt>
        <dd className="break-words">{message.otherPartyName ?? "Not given"}</dd>
        <dt className="font-semibold text-ink-900">Acknowledgement</dt>
        <dd>
          {message.acknowledgedAt ? (
            <>
              Ticked <time dateTime={message.acknowledgedAt}>{formatDateTime(message.acknowledgedAt)}</time> (wording{" "}
              {message.acknowledgementVersion}
              {message.acknowledgementVersion === contactAcknowledgement.version ? ", the current one" : ""})
            </>
          ) : (
            "None: sent before the form asked for it"
          )}
        </dd>
      </dl>
      {message.handledAt ? (
        <p className="mt-2 text-sm text-ink-700">
          Handled <time dateTime={message.handledAt}>{formatDateTime(message.handledAt)}</time>
        </p>
      ) : null}
      <div className="mt-4 flex flex-wrap gap-2">
        <a href={replyByEmailHref({ email: message.email, subject })} className={actionButton}>
          <Reply aria-hidden="true" className="size-4" />
          Reply by email
        </a>
        <Form method="post" action={listAction}>
          <input type="hidden" name="id" value={message.id} />
          <button
            type="submit"
            name="intent"
            value={message.handledAt ? "mark-open" : "mark-handled"}
            disabled={busy}
            className={actionButton}
          >
            {message.handledAt ? (
              <RotateCcw aria-hidden="true" className="size-4" />
            ) : (
              <CheckCircle2 aria-hidden="true" className="size-4" />
            )}
            {message.handledAt ? "Mark as not handled" : "Mark as handled"}
          </button>
        </Form>
        <Form method="post" action={listAction}>
          <input type="hidden" name="id" value={message.id} />
          <button
            type="submit"
            name="intent"
            value={message.isRead ? "mark-unread" : "mark-read"}
            disabled={busy}
            className={actionButton}
          >
            {message.isRead ? (
              <Mail aria-hidden="true" className="size-4" />
            ) : (
              <MailOpen aria-hidden="true" className="size-4" />
            )}
            {message.isRead ? "Mark as unread" : "Mark as read"}
          </button>
        </Form>
        <AdminPostForm
          action={listAction}
          fields={{ id: message.id }}
          confirm="deleteMessage"
          subject={`From ${message.name}`}
        >
          <button
            type="submit"
            name="intent"
            value="delete"
            disabled={busy}
            className="inline-flex items-center gap-1.5 rounded-full border border-red-300 px-3 py-1.5 text-sm font-medium text-red-800 hover:bg-red-50 disabled:opacity-50"
          >
            <Trash2 aria-hidden="true" className="size-4" />
            Delete
          </button>
        </AdminPostForm>
      </div>
    </article>
  );
}
