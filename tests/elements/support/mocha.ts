/**
 * Typed access to the mocha globals that @web/test-runner installs in the browser page before it imports a
 * test file. Importing them (instead of declaring ambient globals) keeps `describe`/`it` out of the types of
 * the rest of the project, where Vitest's explicit imports are the rule.
 */
type TestBody = () => void | Promise<void>;
type Hook = () => void | Promise<void>;

interface MochaGlobals {
  describe(title: string, body: () => void): void;
  it(title: string, body: TestBody): void;
  before(hook: Hook): void;
  after(hook: Hook): void;
  beforeEach(hook: Hook): void;
  afterEach(hook: Hook): void;
}

const mocha = globalThis as unknown as MochaGlobals;

export const describe = (title: string, body: () => void): void => mocha.describe(title, body);
export const it = (title: string, body: TestBody): void => mocha.it(title, body);
export const before = (hook: Hook): void => mocha.before(hook);
export const after = (hook: Hook): void => mocha.after(hook);
export const beforeEach = (hook: Hook): void => mocha.beforeEach(hook);
export const afterEach = (hook: Hook): void => mocha.afterEach(hook);
