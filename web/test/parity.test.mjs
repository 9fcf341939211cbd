// Pyodide answers as CPython: seeded games of every ruleset, step by step, against fixtures CPython writes in this run.
//
// Needs web/dist (npm run build). Python comes from $PYTHON, else the repository's .venv,
// else python3; $TRICKCORE_WEB_GAMES sets the games per ruleset (default 100).
import assert from "node:assert/strict";
import { execFileSync } from "node:child_process";
import { createHash } from "node:crypto";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { after, before, describe, test } from "node:test";
import { fileURLToPath, pathToFileURL } from "node:url";
import { python } from "./python.mjs";

const WEB = dirname(dirname(fileURLToPath(import.meta.url)));
const ROOT = dirname(WEB);
const DIST = join(WEB, "dist");
const GAMES = Number(process.env.TRICKCORE_WEB_GAMES ?? 100);

const digest = (/** @type {string} */ text) => createHash("sha256").update(text).digest("hex");

/** @type {any} */
let trickcore;
/** @type {any} */
let fixtures;
const scratch = mkdtempSync(join(tmpdir(), "trickcore-web-"));

before(async () => {
  const out = join(scratch, "fixtures.json");
  execFileSync(python(), [join(WEB, "test", "fixtures.py"), out, String(GAMES)], { cwd: ROOT, stdio: "inherit" });
  fixtures = JSON.parse(readFileSync(out, "utf8"));
  // Offline: any network request while loading fails the test.
  const fetch = globalThis.fetch;
  globalThis.fetch = () => Promise.reject(new Error("network request during loadTrickcore"));
  try {
    const { loadTrickcore } = await import(pathToFileURL(join(DIST, "trickcore.mjs")).href);
    trickcore = await loadTrickcore();
  } finally {
    globalThis.fetch = fetch;
  }
});

after(() => rmSync(scratch, { recursive: true, force: true }));

test("Pyodide loads the built wheels from local files, with no network", () => {
  assert.deepEqual([...trickcore.rulesets], ["fifty-six", "smear", "fifty-five"]);
  const wheels = JSON.parse(readFileSync(join(DIST, "wheels", "wheels.json"), "utf8"));
  assert.ok(wheels.some((/** @type {string} */ name) => /^trickcore-.*-py3-none-any\.whl$/.test(name)));
});

for (const ruleset of ["fifty-six", "smear", "fifty-five"]) {
  describe(ruleset, () => {
    test(`${GAMES} seeded games: legal actions, checks, views and final scores equal CPython's`, async () => {
      const { rules, games } = fixtures[ruleset];
      assert.equal(games.length, GAMES);
      for (const game of games) {
        let document = trickcore.newGame(ruleset, rules, { seed: game.seed, dealer: game.dealer });
        for (const [number, step] of game.steps.entries()) {
          const where = `${ruleset} game ${game.seed} step ${number}`;
          if (step.deal !== undefined) {
            document = trickcore.deal(document, { seed: step.deal });
            continue;
          }
          assert.equal(digest(JSON.stringify(trickcore.legalActions(document))), step.legal, `${where}: legal actions`);
          assert.equal(digest(JSON.stringify(trickcore.view(document, step.seat, { legal: true }))), step.view, `${where}: view`);
          for (const [action, seat, code] of step.checks) {
            assert.equal(trickcore.check(document, action, seat)?.data.code ?? null, code, `${where}: check ${JSON.stringify(action)}`);
          }
          document = await trickcore.apply(document, step.action);
        }
        assert.equal(digest(JSON.stringify(document)), game.final, `${ruleset} game ${game.seed}: final game`);
        const final = trickcore.view(document, 0).data;
        assert.deepEqual(final.tables ?? final.scores, game.scores, `${ruleset} game ${game.seed}: scores`);
        assert.equal(final.winner, game.winner);
      }
    });
  });
}

test("an illegal apply rejects with the illegal-action document that check gives", async () => {
  const game = trickcore.newGame("smear", null, { seed: 3 });
  const play = { type: "Play", card: "JS" };
  const refusal = trickcore.check(game, play);
  assert.equal(refusal.kind, "illegal-action");
  await assert.rejects(trickcore.apply(game, play), (/** @type {any} */ error) => {
    assert.equal(error.name, "TrickcoreError");
    assert.equal(error.code, refusal.data.code);
    assert.deepEqual(error.document, refusal);
    return true;
  });
});

test("bad input fails with the library's error document, not a Python traceback", () => {
  const game = trickcore.newGame("fifty-five", { target: 60 }, { seed: 1 });
  assert.throws(() => trickcore.parseAction(game, "fly away"), (/** @type {any} */ error) => {
    assert.equal(error.code, "notation-error");
    assert.equal(error.document.kind, "error");
    assert.doesNotMatch(error.message, /Traceback|File "/);
    return true;
  });
  assert.throws(() => trickcore.legalActions({ format: "trickcore" }), { code: "serialization-error" });
  assert.throws(() => trickcore.newGame("bridge"), { code: "unknown-ruleset-error" });
  assert.equal(trickcore.parseAction(game, "PASS").data.type, "Pass");
});

test("describe and explain speak every language; determinize and the players work from views", async () => {
  assert.equal(trickcore.describe("JS", "ru"), "валет пик");
  const game = trickcore.newGame("fifty-six", null, { seed: 5, dealer: 0 });
  const seat = trickcore.view(game, 0).data.to_act;
  const seen = trickcore.view(game, seat);
  const events = trickcore.explain(game, "ar");
  assert.equal(events[0].event, "GameStarted");
  assert.ok(events.every((/** @type {any} */ event) => event.text.length > 0));
  const sample = trickcore.determinize(seen, 4);
  assert.deepEqual(trickcore.view(sample, seat).data.hand, seen.data.hand);
  for (const name of ["random", "heuristic", "ismcts"]) {
    const action = await trickcore.player(name, "fifty-six", 2).act(seen);
    assert.equal(trickcore.check(game, action, seat), null, name);
  }
});
