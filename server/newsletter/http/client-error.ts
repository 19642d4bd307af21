/** A client mistake, answered with its status and a stable code the front end can map to a message. */
export class ClientError extends Error {
  readonly statusCode: number;
  readonly code: string;
  constructor(statusCode: number, code: string) {
    super(code);
    this.statusCode = statusCode;
    this.code = code;
  }
}
