// The demo in a real browser: headless Chromium plays a hand by clicking, is refused an illegal card,
// turns right to left in Arabic, and downloads a record that CPython replays. Nothing leaves 127.0.0.1.
//
// Screenshots are kept in web/build/screenshots/ (not committed).
import assert from "node:assert/strict";
import { execFileSync } from "node:child_process";
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { after, before, test } from "node:test";
import { fileURLToPath } from "node:url";
import { launch, localOnly } from "./chromium.mjs";
import { python } from "./python.mjs";
import { serve } from "./serve.mjs";

const WEB = dirname(dirname(fileURLToPath(import.meta.url)));
const SHOTS = join(WEB, "build", "screenshots");
const SETTLED = ["your-turn", "hand-over", "game-over", "failed"];

/** @type {Awaited<ReturnType<typeof serve>>} */
let server;
/** @type {import("puppeteer-core").Browser} */
let browser;
/** @type {import("puppeteer-core").Page} */
let page;
/** @type {string[]} */
let outside;

/** Wait until the computer players are done and the page waits for the person (or the hand or game is over). */
async function settled() {
  await page.waitForFunction((states) => states.includes(document.body.dataset.state ?? ""), { timeout: 120_000 }, SETTLED);
  const state = await page.evaluate(() => document.body.dataset.state);
  assert.notEqual(state, "failed", await page.evaluate(() => document.getElementById("status")?.textContent));
  return state;
}

before(async () => {
  mkdirSync(SHOTS, { recursive: true });
  server = await serve(join(WEB, "dist"));
  browser = await launch();
  page = await browser.newPage();
  await page.setViewport({ width: 1280, height: 900 });
  outside = await localOnly(page);
  /** @type {string[]} */
  const errors = [];
  page.on("pageerror", (error) => errors.push(String(error)));
  await page.goto(`${server.url}index.html?delay=0&ruleset=smear&seed=5&opponents=heuristic`);
  await settled();
  assert.deepEqual(errors, []);
});

after(async () => {
  await browser?.close();
  await server?.close();
});

test("a whole hand played by clicking, with an illegal card refused in the library's words", async () => {
  let refused = false;
  for (let moves = 0; moves < 60; moves++) {
    const state = await settled();
    if (state !== "your-turn") break;
    const hand = await page.$$eval("#hand button.card", (cards) =>
      cards.map((card) => ({ card: card.getAttribute("data-card"), legal: card.getAttribute("data-legal") === "true" })));
    const playing = await page.$$eval("#actions button.action", (buttons) => buttons.length === 0);
    if (playing && !refused) {
      // An illegal card: one not playable now if there is one, else one not held. Its button is disabled,
      // so it is typed; the refusal is the library's reason.
      const held = new Set(hand.map((entry) => entry.card));
      const illegal = hand.find((entry) => !entry.legal)?.card ?? ["2C", "3D", "4H", "5S", "AS"].find((card) => !held.has(card));
      const disabled = await page.$$eval(`#hand button.card[data-legal="false"]`, (cards) => cards.every((card) => card.hasAttribute("disabled")));
      assert.ok(disabled, "cards that are not legal cannot be clicked");
      await page.type("#action-text", `play ${illegal}`);
      await page.click("#try");
      await page.waitForFunction(() => (document.getElementById("refusal")?.textContent ?? "").length > 0);
      const refusal = await page.$eval("#refusal", (box) => ({ text: box.textContent, code: box.getAttribute("data-code") }));
      assert.match(refusal.code ?? "", /^(must-follow-suit|card-not-in-hand|trump-not-allowed)$/);
      assert.match(refusal.text ?? "", /Refused: .+/);
      await page.screenshot({ path: join(SHOTS, "refused.png") });
      await page.$eval("#action-text", (input) => { /** @type {HTMLInputElement} */ (input).value = ""; });
      refused = true;
    }
    const before = await page.$eval("#narration", (list) => list.children.length);
    if (playing) {
      await page.click(`#hand button.card[data-legal="true"]`);
    } else {
      await page.click("#actions button.action");
    }
    await page.waitForFunction((count) => document.getElementById("narration")?.children.length !== count, {}, before);
  }
  assert.equal(await settled(), "hand-over");
  assert.ok(refused, "an illegal card was tried");
  const narration = await page.$$eval("#narration li.TrickWon", (items) => items.map((item) => item.textContent));
  assert.equal(narration.length, 6, "every trick of the hand is narrated");
  await page.screenshot({ path: join(SHOTS, "hand-over.png") });
});

test("Arabic lays the page out right to left", async () => {
  await page.select("#lang", "ar");
  await page.waitForFunction(() => document.documentElement.dir === "rtl");
  const layout = await page.evaluate(() => ({
    lang: document.documentElement.lang,
    direction: getComputedStyle(document.body).direction,
    heading: document.querySelector("[data-label='narration']")?.textContent,
  }));
  assert.deepEqual(layout, { lang: "ar", direction: "rtl", heading: "ما جرى" });
  await page.screenshot({ path: join(SHOTS, "arabic.png") });
  await page.select("#lang", "en");
});

test("the downloaded record replays in CPython", async () => {
  const into = mkdtempSync(join(tmpdir(), "trickcore-download-"));
  const session = await page.createCDPSession();
  await session.send("Browser.setDownloadBehavior", { behavior: "allow", downloadPath: into });
  await page.click("#download");
  const deadline = Date.now() + 20_000;
  while (!readdirSync(into).some((name) => name.endsWith(".json")) && Date.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  const file = readdirSync(into).find((name) => name.endsWith(".json"));
  assert.ok(file, "the record was downloaded");
  const record = JSON.parse(readFileSync(join(into, file), "utf8"));
  assert.equal(record.kind, "game");
  const log = execFileSync(python(), ["-m", "trickcore", "replay", join(into, file)], { encoding: "utf8" });
  assert.match(log, /Smear/);
  assert.ok(existsSync(join(into, file)));
});

test("the page made no request outside 127.0.0.1", () => {
  assert.deepEqual(outside, []);
  assert.ok(server.requests.some((path) => path.endsWith(".whl")));
});
