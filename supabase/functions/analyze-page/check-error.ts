/** A refusal or failure of the page check that the visitor can read, with the status it is answered with. */
export class CheckError extends Error {
  constructor(
    message: string,
    readonly status = 422,
  ) {
    super(message);
  }
}
