/** A failure of the CLI itself (not of a service): printed as it is, exit code 1. */
export class CliError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'CliError';
  }
}
