import { Mail, MailOpen, Trash2 } from "lucide-react";
import { Form, useNavigation } from "react-router";
import { AdminPostForm } from "./admin-post-form";
import { contactInquiryOptions } from "~/lib/contact-fields";
import { formatDateTime } from "~/lib/dates";

export type ContactMessageRow = {
  id: string;
  name: string;
  email: string;
  inquiry: string;
  message: string;
  isRead: boolean;
  createdAt: string | Date;
};

const inquiryLabel = (value: string) => contactInquiryOptions.find((option) => option.value === value)?.label ?? value;

/** The admin inbox: messages sent through the contact form, newest first. */
export function ContactMessages({ messages }: { messages: ContactMessageRow[] }) {
  const navigation = useNavigation();
  const unread = messages.filter((message) => !message.isRead).length;
  return (
    <section aria-labelledby="messages-title" className="mt-8">
      <div className="flex items-baseline justify-between gap-4">
        <h2 id="messages-title" className="font-serif text-2xl font-bold text-ink-900">
          Messages
        </h2>
        <p className="text-sm text-ink-700">
          {messages.length} message{messages.length === 1 ? "" : "s"}, {unread} unread
        </p>
      </div>
      {messages.length === 0 ? (
        <p className="mt-6 rounded-2xl border border-sand-200 bg-white p-8 text-center text-ink-700">
          No messages yet. Messages sent through the contact form appear here.
        </p>
      ) : (
        <ul className="mt-6 space-y-4">
          {messages.map((message) => (
            <li
              key={message.id}
              className={`rounded-2xl border bg-white p-5 shadow-sm ${message.isRead ? "border-sand-200" : "border-brand-500"}`}
            >
              <article aria-labelledby={`message-${message.id}`}>
                <header className="flex flex-wrap items-baseline justify-between gap-2">
                  <h3 id={`message-${message.id}`} className="font-semibold text-ink-900">
                    {message.isRead ? null : (
                      <span className="mr-2 rounded-full bg-brand-700 px-2 py-0.5 text-xs font-bold text-white">
                        NEW
                      </span>
                    )}
                    {message.name}{" "}
                    <a href={`mailto:${message.email}`} className="font-normal text-brand-800 underline">
                      {message.email}
                    </a>
                  </h3>
                  <p className="text-sm text-ink-700">
                    {inquiryLabel(message.inquiry)} ·{" "}
                    <time dateTime={new Date(message.createdAt).toISOString()}>
                      {formatDateTime(message.createdAt)}
                    </time>
                  </p>
                </header>
                <p className="mt-3 whitespace-pre-wrap text-ink-800">{message.message}</p>
                <div className="mt-4 flex gap-2">
                  <Form method="post" action="/admin/messages">
                    <input type="hidden" name="id" value={message.id} />
                    <button
                      type="submit"
                      name="intent"
                      value={message.isRead ? "mark-unread" : "mark-read"}
                      disabled={navigation.state !== "idle"}
                      className="inline-flex items-center gap-1.5 rounded-full border border-sand-300 px-3 py-1.5 text-sm font-medium text-ink-800 hover:bg-sand-100"
                    >
                      {message.isRead ? (
                        <Mail aria-hidden="true" className="size-4" />
                      ) : (
                        <MailOpen aria-hidden="true" className="size-4" />
                      )}
                      {message.isRead ? "Mark as unread" : "Mark as read"}
                    </button>
                  </Form>
                  <AdminPostForm action="/admin/messages" fields={{ id: message.id }} confirm="deleteMessage">
                    <button
                      type="submit"
                      name="intent"
                      value="delete"
                      disabled={navigation.state !== "idle"}
                      className="inline-flex items-center gap-1.5 rounded-full border border-red-300 px-3 py-1.5 text-sm font-medium text-red-800 hover:bg-red-50"
                    >
                      <Trash2 aria-hidden="true" className="size-4" />
                      Delete
                    </button>
                  </AdminPostForm>
                </div>
              </article>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
