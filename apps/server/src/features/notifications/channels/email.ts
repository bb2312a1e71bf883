import { messages } from "@app/contracts";
import type { Mailer } from "../../../lib/mailer";
import { PermanentFailure, type Channel } from "./channel";

const t = messages.notifications.text;

/**
 * Email through the app's mailer (outbox files or SMTP). The Message-ID is derived from the job, so
 * a message sent again after a crash is the same message: the outbox mailer keeps one file per
 * Message-ID and mail clients drop a repeated Message-ID.
 */
export function emailChannel(mailer: Mailer, domain: string): Channel {
  return {
    name: "email",
    resendIsHarmless: true,
    async send(recipient, message) {
      if (!recipient.email) throw new PermanentFailure(messages.notifications.server.reasons.noContact);
      await mailer.send({
        to: recipient.email,
        subject: message.title,
        text: `${message.body}\n\n${t.openLink(message.url)}\n\n${t.emailFooter}\n`,
        messageId: `<notification-${message.jobId}@${domain}>`,
      });
    },
  };
}
