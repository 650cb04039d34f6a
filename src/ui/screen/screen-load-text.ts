/** A screen whose code could not be downloaded (SPEC §8 has no text for it; this one says what to do). */
export const SCREEN_LOAD_FAILED_MESSAGE = "Could not load this screen. Check your connection and try again.";
