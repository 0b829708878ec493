/**
 * Separator the tags input inserts. The spec names none; `;` is the character it says users may not type
 * themselves, which makes it the separator (JeecgBoot stores tags as `;`-joined text).
 */
export const TAG_SEPARATOR = ';';
/** Characters per tag before a separator is inserted (docs/widgets-spec.md §5). */
export const TAG_LENGTH = 2;

/**
 * Reformats typed text: the user's own semicolons are stripped, then a separator goes after every
 * 2 characters. No trailing separator: with one, backspace could never remove it.
 *
 * @example formatTagsInput('ab;cde') // 'ab;cd;e'
 */
export function formatTagsInput(text: string): string {
  // Code points, so a character outside the BMP is never cut in half.
  const chars = [...text.split(TAG_SEPARATOR).join('')];
  const tags: string[] = [];
  for (let i = 0; i < chars.length; i += TAG_LENGTH) tags.push(chars.slice(i, i + TAG_LENGTH).join(''));
  return tags.join(TAG_SEPARATOR);
}

/**
 * The tags of a stored value.
 *
 * @example splitTags('ab;cd;') // ['ab', 'cd']
 */
export function splitTags(value: string | null | undefined): string[] {
  return (value ?? '').split(TAG_SEPARATOR).filter((tag) => tag !== '');
}
