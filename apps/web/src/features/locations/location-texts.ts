/**
 * Texts of the locations screens that the spec does not quote (spec 001 §8: "Save shows the reply
 * Message if given"; Create{X} and Update{X} reply with the record, so the screen says what happened).
 */
export const locationScreenTexts = {
  saved: (name: string) => `${name} has been saved`,
  updated: (name: string) => `${name} has been updated`,
} as const;
