/** The chat button's diameter: a thumb-sized round target, larger than the 44 px minimum. */
export const CHAT_BUTTON_SIZE = 56;
