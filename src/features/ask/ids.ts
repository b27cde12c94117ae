/** Every action id Ask Enlivy's messages carry. */
export const ASK = {
  action: {
    /** A change the interpreter proposed: runs the `/enlivy` command it names. */
    confirm: 'ask_confirm',
    /** The thumbs under an answer. */
    feedback: 'ask_feedback',
  },
} as const;
