import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { BizError, fail } from './envelope';
import { INVALID_TEXT_MESSAGE } from './invalid-text';

/** PostgreSQL error codes that are the caller's fault, told in the user's language. */
const DB_ERRORS: Record<string, string> = {
  '23505': '数据已存在，请勿重复提交',
  '23503': '关联数据不存在或仍被引用，操作未执行',
  '22P02': '参数格式不正确',
  '22001': '输入内容过长',
  '22003': '数值超出范围',
  '22007': '日期格式不正确',
  '22008': '日期超出范围',
};

/**
 * PostgreSQL's refusals of text it cannot hold (22021: a NUL or bad byte sequence, 22P05: a `\u0000`
 * escape in jsonb). `rejectInvalidText` stops such input at the door; text that reaches a statement
 * another way is still the caller's input, not a server fault: 400, no stack trace.
 */
function isInvalidTextError(error: Error, code: string | undefined): boolean {
  return code === '22021' || code === '22P05' || /invalid byte sequence for encoding/i.test(error.message);
}

const HTTP_ERRORS: Record<number, string> = {
  400: '请求格式不正确',
  404: '很抱歉，资源未找到!',
  405: '请求方法不支持',
  406: '文件类型不允许',
  413: '文件或请求内容过大',
  415: '请求内容类型不支持',
  429: '请求过于频繁，请稍后再试',
};

/** Every failure becomes an envelope; nothing internal (SQL, stacks, exception text) reaches the client. */
export function errorHandler(error: FastifyError | Error, request: FastifyRequest, reply: FastifyReply) {
  if (error instanceof BizError) return reply.code(error.httpStatus).send(fail(error.message, error.code));
  const code = (error as { code?: string }).code;
  if (isInvalidTextError(error, code)) {
    request.log.warn({ code }, 'database refused invalid text');
    return reply.code(400).send(fail(INVALID_TEXT_MESSAGE, 400));
  }
  if (code && DB_ERRORS[code]) return reply.code(200).send(fail(DB_ERRORS[code], 500));
  const fastifyError = error as FastifyError;
  if (fastifyError.validation) return reply.code(200).send(fail('请求参数不正确', 500));
  const status = fastifyError.statusCode;
  if (status && status >= 400 && status < 500) {
    return reply.code(status).send(fail(HTTP_ERRORS[status] ?? '请求不正确', status));
  }
  request.log.error({ err: error }, 'unhandled error');
  return reply.code(500).send(fail('服务器内部错误，请稍后重试', 500));
}
