/** The sentence to show for a failure: the server's own (ApiError carries it) or the error's. */
export function errorMessage(error: unknown): string {
  if (error instanceof Error && error.message) return error.message;
  return 'Something went wrong. Please try again.';
}
