import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { chromium, type BrowserContext } from 'playwright-core';

export interface TestBrowser {
  /** A persistent Chromium context with its own fresh profile directory. */
  context: BrowserContext;
  /** Closes Chromium and removes the profile directory. */
  close(): Promise<void>;
}

export interface LaunchOptions {
  /** Lets tests call page.goto('/login') against the server under test. */
  baseURL?: string;
}

// Without the background-networking flags Chromium keeps dialling out on this closed network.
const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

/** Headless Debian Chromium (or CHROMIUM_PATH) in a throwaway profile. */
export async function launchBrowser(options: LaunchOptions = {}): Promise<TestBrowser> {
  const profileDir = await mkdtemp(path.join(tmpdir(), 'e2e-chromium-'));
  let context: BrowserContext;
  try {
    context = await chromium.launchPersistentContext(profileDir, {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      headless: true,
      args: CHROMIUM_ARGS,
      viewport: { width: 1280, height: 800 },
      ...(options.baseURL ? { baseURL: options.baseURL } : {}),
    });
  } catch (error) {
    await rm(profileDir, { recursive: true, force: true });
    throw error;
  }
  return {
    context,
    close: async () => {
      try {
        await context.close();
      } finally {
        await rm(profileDir, { recursive: true, force: true });
      }
    },
  };
}
