// Headless Chromium (the system's) for the browser test and the benchmark, driven by puppeteer-core.
import { existsSync, mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import puppeteer from "puppeteer-core";

/** The Chromium to drive: $CHROMIUM, else the system's. */
export function chromiumPath() {
  const found = [process.env.CHROMIUM, "/usr/bin/chromium", "/usr/bin/chromium-browser"].find((path) => path && existsSync(path));
  if (!found) throw new Error("no Chromium found (set CHROMIUM, or apt-get install chromium)");
  return found;
}

/** A fresh headless Chromium with its own profile, no background traffic of its own. */
export async function launch() {
  return puppeteer.launch({
    executablePath: chromiumPath(),
    headless: true,
    userDataDir: mkdtempSync(join(tmpdir(), "trickcore-chromium-")),
    args: [
      "--headless", "--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run",
      "--disable-background-networking", "--disable-component-update", "--disable-sync",
      "--disable-dev-shm-usage",
    ],
  });
}

/**
 * Fail every request that leaves 127.0.0.1 (and note it), so the page is checked to work offline.
 * @param {import("puppeteer-core").Page} page
 * @returns {Promise<string[]>} the outside requests seen, filled as they come
 */
export async function localOnly(page) {
  /** @type {string[]} */
  const outside = [];
  await page.setRequestInterception(true);
  page.on("request", (request) => {
    const url = new URL(request.url());
    if (url.protocol === "data:" || url.protocol === "blob:" || url.hostname === "127.0.0.1") {
      void request.continue();
    } else {
      outside.push(request.url());
      void request.abort("blockedbyclient");
    }
  });
  return outside;
}
