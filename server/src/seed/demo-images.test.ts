import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLocalStorage } from '../storage';
import { createTestServer, type TestServer } from '../testing/test-server';
import { placeholderPng, writeDemoImages } from './demo-images';

let server: TestServer;
let dir = '';

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'demo-images-'));
  server = await createTestServer();
}, 60_000);

afterAll(async () => {
  await server?.close();
  if (dir) rmSync(dir, { recursive: true, force: true });
});

describe('demo images', () => {
  it('writes one PNG per demo image path the seed names, and nothing the second time', async () => {
    const written = await writeDemoImages(server.db, createLocalStorage(dir));
    expect(written).toBeGreaterThan(10);
    const logo = await server.db.one<{ logo: string }>("SELECT logo FROM sys_shop WHERE logo LIKE 'demo/%' LIMIT 1");
    const bytes = readFileSync(join(dir, ...String(logo?.logo).split('/')));
    expect(bytes.subarray(1, 4).toString('ascii')).toBe('PNG');
    expect(await writeDemoImages(server.db, createLocalStorage(dir))).toBe(0);
  });

  it('draws a different picture for a different path', () => {
    expect(placeholderPng('a').equals(placeholderPng('b'))).toBe(false);
  });
});
