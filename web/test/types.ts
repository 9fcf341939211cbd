// Type-level test, checked by tsc in the build: the declarations describe the documents and the API.
import type { GameDocument, IllegalActionDocument, SmearActionDocument, Trickcore } from "../dist/trickcore.js";

export async function typed(trickcore: Trickcore): Promise<string | null> {
  const game: GameDocument = trickcore.newGame("smear", { target: 11 }, { seed: 7 });
  const action: SmearActionDocument = { format: "trickcore", kind: "action", ruleset: "smear", data: { type: "Pass" } };
  const refusal: IllegalActionDocument | null = trickcore.check(game, action);
  const next: GameDocument = await trickcore.apply(game, { type: "Pass" });
  return refusal === null ? next.ruleset : refusal.data.code;
}
