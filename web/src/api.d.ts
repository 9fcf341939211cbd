// ---- the module's API (web/src/api.d.ts, appended to the generated document types)

/** A ruleset's canonical name. */
export type RulesetName = "fifty-six" | "smear" | "fifty-five";

/** A language of describe() and explain(). */
export type Language = "en" | "ru" | "ar" | "tr";

/** A seed: the same seed deals the same game here and in CPython. */
export type Seed = number | string;

/** A game or a view document: what legalActions, check and parseAction take. */
export type PositionDocument = GameDocument | ViewDocument;

/** An action as a document, or as its bare data (the `data` of an action document). */
export type ActionInput = ActionDocument | ActionDocument["data"];

/** The document of a failure that is not an illegal action (malformed JSON or notation, bad rules, ...). */
export interface ErrorDocument {
  format: "trickcore";
  kind: "error";
  /** The error class in kebab case: "notation-error", "serialization-error", "config-error", ... */
  code: string;
  /** The Python error class. */
  error: string;
  message: string;
  /** For a record that does not replay: the position of the first bad action. */
  index?: number;
}

/** What a call can fail with: the library's illegal-action document, or an error document. */
export type FailureDocument = IllegalActionDocument | ErrorDocument;

/** A refusal or failure from trickcore, carrying the library's document for it. */
export declare class TrickcoreError extends Error {
  constructor(document: FailureDocument);
  /** The illegal action's stable reason ("must-follow-suit", ...) or the error's code. */
  readonly code: string;
  readonly document: FailureDocument;
}

/** One event of explain(): its kind ("TrickWon", "HandScored", ...) and its narration. */
export interface ExplainedEvent {
  readonly event: string;
  readonly text: string;
}

export interface LoadOptions {
  /** The folder holding trickcore.mjs, pyodide/ and wheels/ (default: the module's own folder). */
  baseURL?: string | URL;
  /** Where Python's standard output goes (default: nowhere). */
  stdout?: (line: string) => void;
  /** Where Python's standard error goes (default: nowhere). */
  stderr?: (line: string) => void;
}

export interface NewGameOptions {
  seed?: Seed | null;
  dealer?: number | null;
}

/** A built-in player: chooses an action from a view of its seat. */
export interface Player {
  readonly name: string;
  readonly ruleset: RulesetName;
  act(view: ViewDocument): Promise<ActionDocument>;
}

export interface Trickcore {
  /** ["fifty-six", "smear", "fifty-five"] */
  readonly rulesets: readonly RulesetName[];
  readonly languages: readonly Language[];
  /** The Pyodide version the engines run on. */
  readonly pyodideVersion: string;
  /** new_game: the first hand dealt; `rules` is an object of Rules options (the standard game when omitted). */
  newGame(ruleset: RulesetName, rules?: Record<string, unknown> | null, options?: NewGameOptions): GameDocument;
  /** deal: the next hand, when the game's phase is "hand_over". */
  deal(game: GameDocument, options?: { seed?: Seed | null }): GameDocument;
  legalActions(position: PositionDocument): ActionDocument[];
  /** null when the action is legal, else the library's illegal-action document. */
  check(position: PositionDocument, action: ActionInput, seat?: number | null): IllegalActionDocument | null;
  /** The next game; rejects with a TrickcoreError carrying the illegal-action document. */
  apply(game: GameDocument, action: ActionInput, seat?: number | null): Promise<GameDocument>;
  /** What `seat` may see; with `legal`, the document also lists the seat's legal actions. */
  view(game: GameDocument, seat: number, options?: { legal?: boolean }): ViewDocument;
  /** Text notation ("play JS", "bid 28 D") to an action document; throws TrickcoreError when illegal or malformed. */
  parseAction(position: PositionDocument, text: string): ActionDocument;
  /** A card ("JS"), an action or an illegal-action document told in `lang`. */
  describe(value: string | ActionDocument | IllegalActionDocument, lang?: Language): string;
  /** The game (or what a seat saw) as narrated events, in `lang`. */
  explain(position: PositionDocument, lang?: Language): ExplainedEvent[];
  /** A whole game consistent with the view. */
  determinize(view: ViewDocument, seed?: Seed | null): GameDocument;
  /** A built-in player: "random", "heuristic" or "ismcts". */
  player(name: "random" | "heuristic" | "ismcts", ruleset: RulesetName, seed?: Seed | null): Player;
}

/** The languages describe() and explain() speak. */
export declare const LANGUAGES: readonly Language[];

/** Load Pyodide and the pure-Python trickcore from files beside the page (no network). */
export declare function loadTrickcore(options?: LoadOptions): Promise<Trickcore>;
