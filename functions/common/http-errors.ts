/**
 * The small family of HTTP errors routes throw (house style: no try/catch and no status codes in routes).
 * The handler factory turns each into `{ errors }` with its status; anything else becomes a 500 whose
 * body names only the request id, never a stack trace.
 */
export type ErrorDetail = string | string[] | Record<string, string[]>;

/** `cause`: the error that led to this answer (a refused condition, a failed call), kept for the logs only. */
export interface HttpErrorOptions {
  cause?: unknown;
}

export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    readonly errors: ErrorDetail,
    readonly headers: Record<string, string> = {},
    options: HttpErrorOptions = {},
  ) {
    super(typeof errors === 'string' ? errors : JSON.stringify(errors), options);
    this.name = new.target.name;
  }
}

export class BadRequestError extends HttpError {
  constructor(errors: ErrorDetail, options: HttpErrorOptions = {}) {
    super(400, errors, {}, options);
  }
}

export class UnauthorizedError extends HttpError {
  constructor(errors: ErrorDetail = 'You are not signed in.', headers: Record<string, string> = {}) {
    super(401, errors, headers);
  }
}

export class ForbiddenError extends HttpError {
  constructor(errors: ErrorDetail = "You don't have permission to do this.") {
    super(403, errors);
  }
}

export class NotFoundError extends HttpError {
  constructor(errors: ErrorDetail = 'Not found.', options: HttpErrorOptions = {}) {
    super(404, errors, {}, options);
  }
}

export class MethodNotAllowedError extends HttpError {
  constructor(allowed: string[]) {
    super(405, `This path accepts ${allowed.join(', ')} only.`, { allow: allowed.join(', ') });
  }
}

export class ConflictError extends HttpError {
  constructor(errors: ErrorDetail, options: HttpErrorOptions = {}) {
    super(409, errors, {}, options);
  }
}

/** A per-user limit was reached (e.g. the daily e-mail cap); the caller may try again later. */
export class TooManyRequestsError extends HttpError {
  constructor(errors: ErrorDetail, options: HttpErrorOptions = {}) {
    super(429, errors, {}, options);
  }
}

export class PayloadTooLargeError extends HttpError {
  constructor(limitBytes: number) {
    super(413, `The request body is larger than ${Math.round(limitBytes / 1024)} KB.`);
  }
}

/** The route exists in the spec but its family is built by a later issue. */
export class NotBuiltYetError extends HttpError {
  constructor(method: string, path: string, family: string) {
    super(501, `${method} ${path} is part of the '${family}' area, which is not available in this release yet.`);
  }
}
