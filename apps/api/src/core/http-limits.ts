/**
 * The body limit of every route that takes a file as base64 JSON (attachments, scan photos, signatures).
 * A 10 MB file is ~13.4 MB of base64; room for 14.9 MB files so that they get the precise 413 message.
 */
export const UPLOAD_BODY_LIMIT = 20 * 1024 * 1024;
