// A problem with the organiser's input: printed as-is (no stack) and the command exits non-zero.
export class CliError extends Error {
  override name = 'CliError';
  readonly exitCode: number;

  constructor(message: string, exitCode = 1) {
    super(message);
    this.exitCode = exitCode;
  }
}
