/** Runs a command-line task; an error ends it with its sentence and exit code 1, not a stack. */
export async function runCli(task: () => Promise<void>) {
  try {
    await task();
  } catch (error) {
    console.error(error instanceof Error ? error.message : String(error));
    process.exitCode = 1;
  }
}
