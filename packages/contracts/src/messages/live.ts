/** The server's live view: runs, the van's position for a parent, the office's board, the stream (docs/decisions/0262). */
export const live = {
  errors: {
    assignmentNotFound: "This run does not exist.",
    notYourRun: "You can start only a run you ride.",
    tooManyStreams: (max: number) => `Too many live screens are open for this login (at most ${max}). Close one and try again.`,
  },
};
