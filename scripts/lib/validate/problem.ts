/** One thing wrong with a merchant config, as the operator will read it. */
export interface ConfigProblem {
  /**
   * JSON pointer of the setting to edit ("/features/CBS3"; "" for the whole file). For a
   * missing setting, the pointer it should have; positionOf() then lands on its parent.
   */
  pointer: string;
  /** What is wrong and what would be right; printed after the pointer, so it does not repeat it. */
  message: string;
}
