/** A request from the page the sandbox refuses (HTTP 400 with the message). */
export class BadRequest extends Error {}
