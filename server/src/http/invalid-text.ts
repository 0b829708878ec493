import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { BizError, fail } from './envelope';

/** The answer (HTTP 400) to text the database cannot store. */
export const INVALID_TEXT_MESSAGE = '请求参数包含非法字符';

/**
 * What PostgreSQL text cannot hold: NUL (refused in every encoding) and lone UTF-16 surrogates (no
 * UTF-8 form: drivers would silently turn them into U+FFFD, or a `\u` escape in jsonb is refused).
 */
// biome-ignore lint/suspicious/noControlCharactersInRegex: matching NUL is the point.
const INVALID_TEXT = /\u0000|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/** @example isInvalidText('a\u0000b') // true */
export function isInvalidText(text: string): boolean {
  return INVALID_TEXT.test(text);
}

/**
 * True when a string anywhere in `value` (object keys included) is invalid text. Walked with a
 * stack, not recursion, so a deeply nested JSON body cannot overflow it; binary buffers are skipped.
 *
 * @example holdsInvalidText({ filters: [{ name: 'a\u0000' }] }) // true
 */
export function holdsInvalidText(value: unknown): boolean {
  const pending: unknown[] = [value];
  while (pending.length > 0) {
    const item = pending.pop();
    if (typeof item === 'string') {
      if (isInvalidText(item)) return true;
    } else if (Array.isArray(item)) {
      for (const element of item) pending.push(element);
    } else if (item !== null && typeof item === 'object' && !ArrayBuffer.isView(item)) {
      for (const [key, element] of Object.entries(item)) {
        if (isInvalidText(key)) return true;
        pending.push(element);
      }
    }
  }
  return false;
}

function refuse(request: FastifyRequest, reply: FastifyReply, where: string): FastifyReply {
  request.log.info({ in: where }, 'request refused: invalid text');
  return reply.code(400).send(fail(INVALID_TEXT_MESSAGE, 400));
}

/**
 * Multipart bodies are read by the handler as it goes, so their parts are checked as they are handed
 * out: field names, text values and file names, never file contents (binary). A bad part throws the
 * 400 BizError before the handler sees it; `file`, `files` and `saveRequestFiles` all read through
 * `parts`.
 */
function checkPartsAsRead(request: FastifyRequest): void {
  const read = request.parts.bind(request);
  const parts = async function* (options?: Parameters<FastifyRequest['parts']>[0]) {
    for await (const part of read(options)) {
      const text = part.type === 'file' ? [part.fieldname, part.filename] : [part.fieldname, part.value];
      if (holdsInvalidText(text)) {
        if (part.type === 'file') part.file.resume();
        throw new BizError(INVALID_TEXT_MESSAGE, 400, 400);
      }
      yield part;
    }
  };
  const files = async function* (options?: Parameters<FastifyRequest['files']>[0]) {
    for await (const part of parts(options)) if (part.type === 'file') yield part;
  };
  request.parts = parts as FastifyRequest['parts'];
  request.files = files as FastifyRequest['files'];
  request.file = (async (options?: Parameters<FastifyRequest['file']>[0]) => {
    const first = await files(options).next();
    return first.done ? undefined : first.value;
  }) as FastifyRequest['file'];
}

/**
 * Refuses, with HTTP 400 `请求参数包含非法字符` and an info log line, any request whose query, path
 * parameters, headers, parsed body (JSON, text) or multipart text carries text PostgreSQL cannot
 * store: before the guard reads a token, before any handler or statement runs. Without it a NUL in a
 * list filter reached SQL and came back as a 500 with a stack trace.
 *
 * @example rejectInvalidText(app) // in buildApp, before the API is registered
 */
export function rejectInvalidText(app: FastifyInstance): void {
  app.addHook('onRequest', async (request, reply) => {
    if (holdsInvalidText(request.query)) return refuse(request, reply, 'query');
    // An unknown path keeps its 404: the not-found handler's wildcard parameter is never read as data.
    if (!request.is404 && holdsInvalidText(request.params)) return refuse(request, reply, 'path');
    // Real HTTP parsers already refuse NUL in headers; injected or proxied requests may not.
    if (holdsInvalidText(request.headers)) return refuse(request, reply, 'header');
  });
  app.addHook('preValidation', async (request, reply) => {
    if (holdsInvalidText(request.body)) return refuse(request, reply, 'body');
    if (request.isMultipart?.()) checkPartsAsRead(request);
  });
}
