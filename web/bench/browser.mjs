// Benchmark of trickcore in the browser (not a test): `npm run bench` in web/ after `npm run build`.
//
// Measures, in headless Chromium against web/dist served from 127.0.0.1:
//   - the demo's time to its first playable table (navigation start to the table drawn), cold, median of RUNS;
//   - the bytes the page downloads to get there;
//   - the cost of check, legalActions, view and apply called from JavaScript (µs per call);
//   - a built-in player's decision time (heuristic and ISMCTS with its default 1000 iterations).
// Goals (issue 29): first table <= 4 s, download <= 15 MB, check <= 100 µs, decision <= 1 s.
// Prints a table and, with --json, the numbers as JSON.
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { launch, localOnly } from "../test/chromium.mjs";
import { serve } from "../test/serve.mjs";

const WEB = dirname(dirname(fileURLToPath(import.meta.url)));
const RUNS = Number(process.env.RUNS ?? 3);

const median = (/** @type {number[]} */ values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

/** The cost of the calls, measured inside the page on a position in the middle of a hand. */
async function callCosts(/** @type {import("puppeteer-core").Page} */ page) {
  return page.evaluate(async () => {
    const { loadTrickcore } = await import("./trickcore.mjs");
    const tc = await loadTrickcore();
    /** @type {Record<string, Record<string, number>>} */
    const costs = {};
    const time = (/** @type {number} */ count, /** @type {() => unknown} */ call) => {
      for (let i = 0; i < Math.min(count, 20); i++) call();
      const start = performance.now();
      for (let i = 0; i < count; i++) call();
      return ((performance.now() - start) * 1000) / count;
    };
    for (const ruleset of tc.rulesets) {
      let game = tc.newGame(ruleset, null, { seed: 11 });
      const heuristic = [0, 1, 2, 3, 4, 5].map((seat) => tc.player("heuristic", ruleset, seat));
      // Into the play phase: a few tricks in.
      for (let moves = 0; moves < 200; moves++) {
        const seat = tc.view(game, 0).data.to_act;
        const seen = tc.view(game, seat);
        if (seen.data.phase === "play" && seen.data.tricks.length >= 2) break;
        game = await tc.apply(game, await heuristic[seat].act(seen), seat);
      }
      const seat = tc.view(game, 0).data.to_act;
      const seen = tc.view(game, seat);
      const action = tc.legalActions(game)[0];
      const decide = async (/** @type {string} */ name, /** @type {number} */ count) => {
        const player = tc.player(name, ruleset, 1);
        const start = performance.now();
        for (let i = 0; i < count; i++) await player.act(seen);
        return (performance.now() - start) / count;
      };
      costs[ruleset] = {
        check: time(2000, () => tc.check(game, action, seat)),
        checkIllegal: time(2000, () => tc.check(game, action, (seat + 1) % seen.data.hand_sizes.length)),
        legalActions: time(1000, () => tc.legalActions(game)),
        view: time(500, () => tc.view(game, seat)),
        apply: time(300, () => tc.apply(game, action, seat)),
        heuristicMs: await decide("heuristic", 20),
        ismctsMs: await decide("ismcts", 3),
      };
    }
    return costs;
  });
}

async function main() {
  const server = await serve(join(WEB, "dist"));
  const browser = await launch();
  try {
    const loads = [];
    for (let run = 0; run < RUNS; run++) {
      const context = await browser.createBrowserContext();
      const page = await context.newPage();
      const outside = await localOnly(page);
      const before = server.bytes();
      await page.goto(`${server.url}index.html?delay=0&ruleset=smear&seed=${run + 1}`);
      await page.waitForFunction(() => performance.getEntriesByName("trickcore-first-table").length > 0, { timeout: 120_000 });
      const firstTable = await page.evaluate(() => performance.getEntriesByName("trickcore-first-table")[0].startTime);
      loads.push({ firstTable, bytes: server.bytes() - before, outside: outside.length });
      await context.close();
    }
    const page = await browser.newPage();
    await page.goto(`${server.url}index.html?delay=0`);
    const costs = await callCosts(page);
    const result = {
      firstTableMs: median(loads.map((load) => load.firstTable)),
      firstTableRunsMs: loads.map((load) => Math.round(load.firstTable)),
      downloadBytes: median(loads.map((load) => load.bytes)),
      outsideRequests: Math.max(...loads.map((load) => load.outside)),
      callsMicroseconds: costs,
    };
    if (process.argv.includes("--json")) {
      console.log(JSON.stringify(result, null, 2));
      return;
    }
    console.log(`first playable table: ${Math.round(result.firstTableMs)} ms (runs: ${result.firstTableRunsMs.join(", ")}; goal <= 4000)`);
    console.log(`downloaded: ${(result.downloadBytes / 1e6).toFixed(2)} MB (goal <= 15), requests outside 127.0.0.1: ${result.outsideRequests}`);
    console.log("ruleset      check µs  illegal µs  legal µs  view µs  apply µs  heuristic ms  ismcts ms");
    for (const [ruleset, cost] of Object.entries(costs)) {
      const cells = [cost.check, cost.checkIllegal, cost.legalActions, cost.view, cost.apply].map((value) => value.toFixed(0).padStart(9));
      console.log(`${ruleset.padEnd(11)}${cells.join(" ")} ${cost.heuristicMs.toFixed(1).padStart(13)} ${cost.ismctsMs.toFixed(0).padStart(10)}`);
    }
  } finally {
    await browser.close();
    await server.close();
  }
}

await main();
