/** What a screen says when an action failed: the error's own words (services throw sentences), or the fallback. */
export const errorMessage = (error: unknown, fallback = 'Something went wrong; try again.') =>
  error instanceof Error && error.message ? error.message : fallback;
