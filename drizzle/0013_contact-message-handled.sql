-- Written by hand: when the owner marked a contact message as handled (answered, or nothing to do); null while it is still open. Handling a message also marks it read, so the unread count stays right.
ALTER TABLE "contact_messages" ADD COLUMN "handled_at" timestamp with time zone;
