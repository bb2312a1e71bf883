/**
 * Parents' notifications (issue 10): the texts sent on each channel and the settings screen.
 * Texts sent to a parent are built by one function per recipient on the server
 * (notification-text.ts), so a later language switch changes only the catalogue lookup.
 */
const legs = {
  homePickup: "picked up from home",
  instituteDrop: "dropped at the institute",
  institutePickup: "picked up from the institute",
  homeDrop: "dropped home",
} as const;

const legNames = {
  homePickup: "home pickup",
  instituteDrop: "institute drop",
  institutePickup: "institute pickup",
  homeDrop: "home drop",
} as const;

export type NotificationLeg = keyof typeof legs;

export interface NotificationTextVars {
  kid: string;
  leg: NotificationLeg;
  time: string;
  by: string;
  route: string | null;
}

const onRoute = (route: string | null) => (route ? ` (route ${route})` : "");

export const notifications = {
  /** What a parent receives. */
  text: {
    /** "Arjun was picked up from home at 07:41 by Kamala (route Brodipet Morning)" */
    captured: (v: NotificationTextVars) => `${v.kid} was ${legs[v.leg]} at ${v.time} by ${v.by}${onRoute(v.route)}`,
    /** The caretaker marked the kid "not at the stop". */
    absent: (v: NotificationTextVars) => `${v.kid} was not at the stop for the ${legNames[v.leg]} at ${v.time}, marked by ${v.by}${onRoute(v.route)}`,
    capturedTitle: (kid: string, leg: NotificationLeg) => `${kid}: ${legs[leg]}`,
    absentTitle: (kid: string) => `${kid}: not at the stop`,
    openLink: (url: string) => `See the day with the photo: ${url}`,
    emailFooter: "You get this message because you chose email notifications in Guntur Kids Ride. Change them under Notifications on your dashboard.",
  },
  settings: {
    title: "Notifications",
    intro: "Choose how we tell you when your child is picked up or dropped.",
    channels: {
      push: "Notifications on this phone",
      email: "Email",
      whatsapp: "WhatsApp",
      sms: "SMS",
    },
    descriptions: {
      push: "A notification on every phone where you turned them on.",
      email: "A message to your email address.",
      whatsapp: "A WhatsApp message to your mobile number.",
      sms: "A text message to your mobile number.",
    },
    unavailable: {
      notConfigured: "Not offered by the service yet.",
      noEmail: "Your account has no email address.",
      noMobile: "Your account has no mobile number.",
      noPhone: "Turn on notifications on this phone first.",
    },
    save: "Save",
    saved: "Your notification settings are saved.",
    saveFailed: "Failed to save your notification settings.",
    loadFailed: "Failed to load your notification settings.",
    defaultsNote: "You have not changed these yet: we use notifications on your phone where you turned them on, and email otherwise.",
    phoneSubscribed: "Notifications are on for this phone.",
    phoneCount: (n: number) => (n === 1 ? "1 phone gets notifications." : `${n} phones get notifications.`),
    enablePhone: "Turn on for this phone",
    disablePhone: "Turn off for this phone",
    pushUnsupported: "This browser cannot show notifications. Install the app or use Chrome.",
    pushDenied: "Notifications are blocked for this site. Allow them in the browser's site settings.",
    pushFailed: "Could not turn on notifications on this phone. Please try again.",
    /** The prompt shown on the parent's dashboard (not on first load of the app). */
    promptTitle: "Know the moment your child is picked up",
    promptText: "Turn on notifications to be told at every pickup and drop.",
    promptAccept: "Turn on",
    promptDismiss: "Not now",
  },
  /** The admin's view of deliveries on an attendance record. */
  deliveries: {
    title: "Notifications sent to parents",
    empty: "No notifications for this day.",
    loadFailed: "Failed to load the notifications.",
    columns: {
      event: "Event",
      recipient: "Parent",
      channel: "Channel",
      status: "Status",
      attempts: "Tries",
      when: "Updated",
      reason: "Reason",
    },
    status: { queued: "Queued", sending: "Sending", sent: "Sent", failed: "Failed" },
    events: { captured: "Captured", absent: "Not at the stop", approaching: "Van near", late: "Van late" },
    legs: legNames,
  },
  server: {
    channelUnavailable: (channel: string) => `${channel} notifications are not available for this account.`,
    notAParent: "Only parents receive notifications.",
    pushEndpointRefused: "This push service is not accepted.",
    pushEndpointTaken:
      "This phone already gets notifications for another account. To get them for this account, log in to that account on this phone and turn notifications off there first.",
    subscriptionInvalid: "Please send a valid push subscription.",
    settingsInvalid: "Please choose on or off for every channel.",
    /** Delivery failure reasons an admin reads. */
    reasons: {
      interrupted: "Sending was interrupted by a restart; not sent again to avoid a duplicate message.",
      noSubscriptions: "The parent has no phone with notifications turned on.",
      noContact: "The parent has no address for this channel.",
      notConfigured: "The channel is not configured on the server.",
      gone: "The phone's subscription has expired.",
    },
  },
} as const;
