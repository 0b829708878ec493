import { randomInt } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context';
import { BizError, ok } from '../../http/envelope';
import { CAPTCHA_ALPHABET, glyphOf, type Point } from './captcha-font';
import { sessionState } from './session-state';

const CHECK_KEY = /^[A-Za-z0-9_-]{1,64}$/;

/** A random code of `length` characters from the unambiguous alphabet. @example randomCode(4) // 'K7PD' */
export function randomCode(length = 4): string {
  let code = '';
  for (let i = 0; i < length; i++) code += CAPTCHA_ALPHABET[randomInt(CAPTCHA_ALPHABET.length)];
  return code;
}

const jitter = (amount: number) => (Math.random() - 0.5) * 2 * amount;
const darkColour = () => `hsl(${randomInt(360)},${55 + randomInt(25)}%,${25 + randomInt(15)}%)`;
const lightColour = () => `hsl(${randomInt(360)},${40 + randomInt(30)}%,${55 + randomInt(20)}%)`;
const n = (value: number) => value.toFixed(1);

/** One distorted glyph: scaled to the cell, rotated, every vertex nudged. */
function glyphPaths(char: string, centreX: number, centreY: number): string {
  const angle = (jitter(25) * Math.PI) / 180;
  const scaleX = 3.4 + Math.random() * 0.8;
  const scaleY = 3.7 + Math.random() * 0.6;
  const place = ([x, y]: Point) => {
    const dx = (x - 2) * scaleX;
    const dy = (y - 3) * scaleY;
    return [
      centreX + dx * Math.cos(angle) - dy * Math.sin(angle) + jitter(0.8),
      centreY + dx * Math.sin(angle) + dy * Math.cos(angle) + jitter(0.8),
    ];
  };
  const d = glyphOf(char)
    .map((line) =>
      line
        .map(place)
        .map(([x, y], i) => `${i === 0 ? 'M' : 'L'}${n(x ?? 0)} ${n(y ?? 0)}`)
        .join(''),
    )
    .join('');
  const width = n(2 + Math.random() * 0.8);
  return `<path d="${d}" fill="none" stroke="${darkColour()}" stroke-width="${width}" stroke-linecap="round" stroke-linejoin="round"/>`;
}

/**
 * The captcha as an SVG image: path-drawn glyphs (no `<text>`), noise curves across the whole
 * image and speckles.
 *
 * @example renderCaptchaSvg('K7PD') // '<svg xmlns=...'
 */
export function renderCaptchaSvg(code: string): string {
  const width = 20 + code.length * 25;
  const height = 40;
  const parts = [`<rect width="${width}" height="${height}" fill="#f3f5f9"/>`];
  for (let i = 0; i < 30; i++) {
    parts.push(
      `<circle cx="${n(Math.random() * width)}" cy="${n(Math.random() * height)}" r="${n(0.6 + Math.random())}" fill="${lightColour()}"/>`,
    );
  }
  [...code].forEach((char, i) => {
    parts.push(glyphPaths(char, 22 + i * 25 + jitter(2), height / 2 + jitter(3)));
  });
  for (let i = 0; i < 5; i++) {
    const y = () => n(Math.random() * height);
    const curve = `M0 ${y()} Q${n(width / 3 + jitter(20))} ${y()} ${n(width / 2)} ${y()} T${width} ${y()}`;
    parts.push(
      `<path d="${curve}" fill="none" stroke="${i < 2 ? darkColour() : lightColour()}" stroke-width="${n(0.8 + Math.random())}"/>`,
    );
  }
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">${parts.join('')}</svg>`;
}

/** Checks and spends the captcha of `checkKey`: single use whatever the answer, case-insensitive. */
export async function consumeCaptcha(ctx: AppContext, checkKey: string, answer: string): Promise<boolean> {
  const stored = await sessionState(ctx).captchas.take(checkKey);
  return stored !== undefined && answer.trim().toLowerCase() === stored;
}

/** Test hook: the code waiting under `checkKey`, without spending it. */
export function peekCaptcha(ctx: AppContext, checkKey: string): Promise<string | undefined> {
  return sessionState(ctx).captchas.peek(checkKey);
}

/** GET /sys/randomImage/{checkKey}: `result` is a `data:image/svg+xml;base64,...` string. */
export function captchaRoutes(api: FastifyInstance, ctx: AppContext): void {
  api.get<{ Params: { checkKey: string } }>(
    '/sys/randomImage/:checkKey',
    { config: { access: 'public' } },
    async (request, reply) => {
      const { checkKey } = request.params;
      if (!CHECK_KEY.test(checkKey)) throw new BizError('验证码参数不正确');
      const code = randomCode(4 + randomInt(2));
      await sessionState(ctx).captchas.put(checkKey, code.toLowerCase());
      reply.header('cache-control', 'no-store');
      const image = Buffer.from(renderCaptchaSvg(code)).toString('base64');
      return ok(`data:image/svg+xml;base64,${image}`);
    },
  );
}
