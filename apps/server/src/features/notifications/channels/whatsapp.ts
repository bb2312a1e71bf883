import { messages } from "@app/contracts";
import type { NotificationConfig } from "../notifications.config";
import { internationalMobile, PermanentFailure, providerRequest, type Channel } from "./channel";

/**
 * WhatsApp Business Cloud API: POST {base}/{phone-number-id}/messages with a template message
 * (business-initiated messages must use an approved template). The template's body takes the
 * rendered text and the link as its two parameters. The API takes no idempotency key, so a job
 * interrupted mid-send is not sent again.
 */
export function whatsappChannel(config: NonNullable<NotificationConfig["whatsapp"]>, timeoutMs: number): Channel {
  return {
    name: "whatsapp",
    resendIsHarmless: false,
    async send(recipient, message) {
      if (!recipient.mobile) throw new PermanentFailure(messages.notifications.server.reasons.noContact);
      await providerRequest(
        `${config.baseUrl}/${encodeURIComponent(config.phoneNumberId)}/messages`,
        {
          method: "POST",
          headers: { authorization: `Bearer ${config.token}`, "content-type": "application/json" },
          body: JSON.stringify({
            messaging_product: "whatsapp",
            recipient_type: "individual",
            to: internationalMobile(recipient.mobile),
            type: "template",
            // Comes back in the delivery webhooks, so a status can be matched to the job.
            biz_opaque_callback_data: message.jobId,
            template: {
              name: config.template,
              language: { code: config.language },
              components: [
                {
                  type: "body",
                  parameters: [
                    { type: "text", text: message.body },
                    { type: "text", text: message.url },
                  ],
                },
              ],
            },
          }),
        },
        timeoutMs,
      );
    },
  };
}
