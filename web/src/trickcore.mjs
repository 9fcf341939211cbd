// trickcore in the browser: the pure-Python rules engines on Pyodide, behind JSON documents.
//
// Everything loads from files served beside this module (built by `npm run build`
// into web/dist/): the Pyodide runtime in pyodide/, the wheels in wheels/. Nothing is
// fetched from anywhere else. Every call crosses to Python as JSON text and comes
// back as the library's JSON documents (trickcore.d.ts types them); a failure comes
// back as the library's illegal-action document (or an error document for bad
// input) inside a TrickcoreError, never as a Python traceback.

/** The first character of a failed bridge call's answer (trickcore.bridge.FAILURE). */
const FAILURE = "!";

/** The languages describe() and explain() speak. */
export const LANGUAGES = Object.freeze(["en", "ru", "ar", "tr"]);

/**
 * A refusal or a failure from trickcore.
 *
 * `document` is the library's illegal-action document (`kind: "illegal-action"`,
 * `data.code` the stable reason) or, for bad input such as malformed JSON or
 * notation, an error document (`kind: "error"`, `code` such as "notation-error").
 * `code` is the stable code of either.
 */
export class TrickcoreError extends Error {
  /** @param {import("./trickcore.d.ts").FailureDocument} document */
  constructor(document) {
    const illegal = document.kind === "illegal-action";
    const code = illegal ? document.data.code : document.code;
    super(`${code}: ${illegal ? document.data.message : document.message}`);
    this.name = "TrickcoreError";
    /** The stable code: an illegal action's reason, or the kind of error. */
    this.code = code;
    /** The document the library gave for the failure. */
    this.document = document;
  }
}

/** @type {WeakMap<object, string>} The JSON text each document object was read from. */
const texts = new WeakMap();

/**
 * Freeze a parsed document and everything in it: documents are values, and a
 * document's text is remembered (so it is not written again on every call).
 * @template T
 * @param {T} value
 * @returns {T}
 */
function frozen(value) {
  if (value !== null && typeof value === "object") {
    for (const item of Object.values(value)) frozen(item);
    Object.freeze(value);
  }
  return value;
}

/**
 * @param {string} text
 * @returns {any}
 */
function adopt(text) {
  const document = frozen(JSON.parse(text));
  if (document !== null && typeof document === "object") texts.set(document, text);
  return document;
}

/**
 * The JSON text of a document (or action data) given to a call.
 * @param {unknown} value
 * @returns {string}
 */
function textOf(value) {
  if (value === null || typeof value !== "object") {
    throw new TypeError(`trickcore takes JSON documents (objects), not ${value === null ? "null" : typeof value}`);
  }
  return texts.get(value) ?? JSON.stringify(value);
}

/**
 * A bridge call's answer, or the TrickcoreError it stands for.
 * @param {string} reply
 * @returns {string}
 */
function answer(reply) {
  if (reply.startsWith(FAILURE)) throw new TrickcoreError(JSON.parse(reply.slice(FAILURE.length)));
  return reply;
}

/**
 * The bytes of a file beside the page: fetched over HTTP(S), or read from disk under Node for file: URLs.
 * @param {URL} url
 * @returns {Promise<Uint8Array>}
 */
async function read(url) {
  if (url.protocol === "file:") {
    const { readFile } = await import("node:fs/promises");
    return new Uint8Array(await readFile(url));
  }
  const response = await fetch(url);
  if (!response.ok) throw new Error(`trickcore: cannot load ${url.href} (HTTP ${response.status})`);
  return new Uint8Array(await response.arrayBuffer());
}

/**
 * Load Pyodide and the pure-Python trickcore from files beside the page (no network).
 *
 * @param {import("./trickcore.d.ts").LoadOptions} [options]
 * @returns {Promise<import("./trickcore.d.ts").Trickcore>}
 */
export async function loadTrickcore(options = {}) {
  const here = globalThis.location?.href ?? import.meta.url;
  const base = new URL(options.baseURL ?? new URL(".", import.meta.url).href, here);
  if (!base.pathname.endsWith("/")) base.pathname += "/";
  const runtime = new URL("pyodide/", base);
  const { loadPyodide } = await import(new URL("pyodide.mjs", runtime).href);
  const manifest = new URL("wheels/wheels.json", base);
  const [pyodide, wheels] = await Promise.all([
    loadPyodide({
      indexURL: runtime.protocol === "file:" ? decodeURIComponent(runtime.pathname) : runtime.href,
      packages: [],
      stdout: options.stdout ?? (() => {}),
      stderr: options.stderr ?? (() => {}),
    }),
    read(manifest).then((bytes) =>
      Promise.all(
        /** @type {string[]} */ (JSON.parse(new TextDecoder().decode(bytes))).map((name) => read(new URL(name, manifest))),
      ),
    ),
  ]);
  for (const wheel of wheels) pyodide.unpackArchive(wheel, "wheel");
  const bridge = pyodide.pyimport("trickcore.bridge");
  return makeTrickcore(bridge, pyodide.version);
}

/**
 * The public API over the Python bridge module.
 * @param {any} bridge trickcore.bridge as a Pyodide proxy
 * @param {string} pyodideVersion
 * @returns {import("./trickcore.d.ts").Trickcore}
 */
function makeTrickcore(bridge, pyodideVersion) {
  /** @type {FinalizationRegistry<number>} */
  const players = new FinalizationRegistry((number) => bridge.player_release(number));
  const json = (/** @type {unknown} */ value) => JSON.stringify(value ?? null);
  const seatOf = (/** @type {number | null | undefined} */ seat) => (seat === null ? undefined : seat);
  return Object.freeze({
    rulesets: Object.freeze(JSON.parse(answer(bridge.rulesets()))),
    languages: LANGUAGES,
    pyodideVersion,
    newGame(ruleset, rules, { seed, dealer } = {}) {
      return adopt(answer(bridge.new_game(ruleset, json(rules), json(seed), json(dealer))));
    },
    deal(game, { seed } = {}) {
      return adopt(answer(bridge.deal(textOf(game), json(seed))));
    },
    legalActions(document) {
      return frozen(JSON.parse(answer(bridge.legal_actions(textOf(document)))));
    },
    check(document, action, seat) {
      const reply = answer(bridge.check(textOf(document), textOf(action), seatOf(seat)));
      return reply === "null" ? null : frozen(JSON.parse(reply));
    },
    async apply(game, action, seat) {
      return adopt(answer(bridge.apply(textOf(game), textOf(action), seatOf(seat))));
    },
    view(game, seat, { legal = false } = {}) {
      return adopt(answer(bridge.view(textOf(game), seat, legal)));
    },
    parseAction(document, text) {
      return frozen(JSON.parse(answer(bridge.parse_action(textOf(document), String(text)))));
    },
    describe(value, lang = "en") {
      const text = typeof value === "string" ? JSON.stringify(value) : textOf(value);
      return JSON.parse(answer(bridge.describe(text, lang)));
    },
    explain(document, lang = "en") {
      return frozen(JSON.parse(answer(bridge.explain(textOf(document), lang))));
    },
    determinize(view, seed) {
      return adopt(answer(bridge.determinize(textOf(view), json(seed))));
    },
    player(name, ruleset, seed) {
      const number = Number(answer(bridge.player_new(name, ruleset, json(seed))));
      const player = Object.freeze({
        name,
        ruleset,
        async act(/** @type {import("./trickcore.d.ts").ViewDocument} */ view) {
          return frozen(JSON.parse(answer(bridge.player_act(number, textOf(view)))));
        },
      });
      players.register(player, number);
      return player;
    },
  });
}
