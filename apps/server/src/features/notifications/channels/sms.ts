import { messages } from "@app/contracts";
import type { NotificationConfig } from "../notifications.config";
import { internationalMobile, PermanentFailure, providerRequest, type Channel } from "./channel";

/**
 * SMS through MSG91's Flow API (DLT-registered templates, as Indian operators require):
 * POST {base}/api/v5/flow with the template id and, per recipient, the template's variables. The API
 * takes no idempotency key, so a job interrupted mid-send is not sent again.
 */
export function smsChannel(config: NonNullable<NotificationConfig["sms"]>, timeoutMs: number): Channel {
  return {
    name: "sms",
    resendIsHarmless: false,
    async send(recipient, message) {
      if (!recipient.mobile) throw new PermanentFailure(messages.notifications.server.reasons.noContact);
      await providerRequest(
        `${config.baseUrl}/api/v5/flow`,
        {
          method: "POST",
          headers: { authkey: config.authKey, "content-type": "application/json", accept: "application/json" },
          body: JSON.stringify({
            template_id: config.templateId,
            short_url: "1",
            recipients: [{ mobiles: internationalMobile(recipient.mobile), message: message.body, link: message.url }],
          }),
        },
        timeoutMs,
      );
    },
  };
}
