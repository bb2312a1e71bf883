/** Refusals of bad input and of too many attempts (docs/decisions/0100, 0101 and 0229). */
export const limits = {
  /** A NUL character (U+0000) in any text: PostgreSQL cannot store it, and no person types it. */
  nulCharacter: "Text must not contain the NUL character (\\u0000). Please remove it and try again.",
  /**
   * Half of an emoji or other character split in two (a lone UTF-16 surrogate), or form bytes that
   * are not UTF-8: no database can store them as text (docs/decisions/0229).
   */
  unstorableCharacter: "Text contains characters that cannot be stored. Please retype it and try again.",
  /** Login slowed down after repeated wrong passwords; never a lock-out longer than a minute. */
  loginWait: (seconds: number) =>
    `Too many wrong passwords. Please wait ${seconds === 1 ? "1 second" : `${seconds} seconds`} and try again.`,
  /** A caretaker saving captures faster than any van can stop. */
  captureLimit: (perMinute: number, seconds: number) =>
    `At most ${perMinute} captures can be saved per minute. Please wait ${seconds === 1 ? "1 second" : `${seconds} seconds`} and try again.`,
} as const;
