// The demo table: a person (seat 0) plays a whole game against trickcore's built-in players, in the page.
import { loadTrickcore, TrickcoreError } from "./trickcore.mjs";

const HUMAN = 0;
const params = new URLSearchParams(location.search);
/** Pause before each computer move, in ms (?delay=0 for tests). */
const DELAY = Number(params.get("delay") ?? 450);

/** The page's own words; the game's words come from trickcore.describe and explain. */
const LABELS = {
  en: {
    title: "trickcore", ruleset: "Game", opponents: "Other players", seed: "Seed", newGame: "New game",
    language: "Language", download: "Download record", narration: "What happened", typeAction: "Type an action",
    try: "Try", loading: "Loading the rules engines…", yourTurn: "Your turn", thinking: "Seat {seat} is thinking…",
    handOver: "The hand is over.", nextHand: "Next hand", gameOver: "Game over.", you: "You", seat: "Seat {seat}",
    cards: "{n} cards", dealer: "dealer", trump: "Trump", contract: "Contract", scores: "Score", hand: "Hand",
    discard: "Discard {n} selected", heuristic: "heuristic", random: "random", ismcts: "ISMCTS",
    refused: "Refused", choose: "— choose an action —", noTrump: "none yet",
    footer: "The rules run in this page: trickcore's Python code on Pyodide, loaded from this site only.",
  },
  ru: {
    title: "trickcore", ruleset: "Игра", opponents: "Другие игроки", seed: "Зерно", newGame: "Новая игра",
    language: "Язык", download: "Скачать запись", narration: "Ход игры", typeAction: "Введите действие",
    try: "Попробовать", loading: "Загрузка правил…", yourTurn: "Ваш ход", thinking: "Игрок {seat} думает…",
    handOver: "Сдача окончена.", nextHand: "Следующая сдача", gameOver: "Игра окончена.", you: "Вы",
    seat: "Игрок {seat}", cards: "карт: {n}", dealer: "сдающий", trump: "Козырь", contract: "Контракт",
    scores: "Счёт", hand: "Сдача", discard: "Сбросить выбранные ({n})", heuristic: "эвристика",
    random: "случайный", ismcts: "ISMCTS", refused: "Отказано", choose: "— выберите действие —",
    noTrump: "пока нет", footer: "Правила работают прямо на странице: код trickcore на Python в Pyodide, загружен только с этого сайта.",
  },
  ar: {
    title: "trickcore", ruleset: "اللعبة", opponents: "اللاعبون الآخرون", seed: "البذرة", newGame: "لعبة جديدة",
    language: "اللغة", download: "تنزيل السجل", narration: "ما جرى", typeAction: "اكتب حركة",
    try: "جرّب", loading: "جارٍ تحميل القواعد…", yourTurn: "دورك", thinking: "اللاعب {seat} يفكّر…",
    handOver: "انتهت الجولة.", nextHand: "الجولة التالية", gameOver: "انتهت اللعبة.", you: "أنت",
    seat: "اللاعب {seat}", cards: "{n} أوراق", dealer: "الموزّع", trump: "الحكم", contract: "العقد",
    scores: "النتيجة", hand: "الجولة", discard: "ارمِ الأوراق المختارة ({n})", heuristic: "استدلالي",
    random: "عشوائي", ismcts: "ISMCTS", refused: "مرفوض", choose: "— اختر حركة —", noTrump: "لم يُحدَّد بعد",
    footer: "تعمل القواعد داخل هذه الصفحة: شيفرة trickcore بلغة بايثون على Pyodide، محمّلة من هذا الموقع فقط.",
  },
  tr: {
    title: "trickcore", ruleset: "Oyun", opponents: "Diğer oyuncular", seed: "Tohum", newGame: "Yeni oyun",
    language: "Dil", download: "Kaydı indir", narration: "Olanlar", typeAction: "Bir hamle yazın",
    try: "Dene", loading: "Kurallar yükleniyor…", yourTurn: "Sıra sizde", thinking: "Oyuncu {seat} düşünüyor…",
    handOver: "El bitti.", nextHand: "Sonraki el", gameOver: "Oyun bitti.", you: "Siz", seat: "Oyuncu {seat}",
    cards: "{n} kart", dealer: "dağıtan", trump: "Koz", contract: "Kontrat", scores: "Skor", hand: "El",
    discard: "Seçilen {n} kartı at", heuristic: "sezgisel", random: "rastgele", ismcts: "ISMCTS",
    refused: "Reddedildi", choose: "— bir hamle seçin —", noTrump: "henüz yok",
    footer: "Kurallar bu sayfada çalışır: trickcore'un Python kodu Pyodide üzerinde, yalnızca bu siteden yüklenir.",
  },
};

const SUITS = { C: "♣", D: "♦", H: "♥", S: "♠" };
const $ = (/** @type {string} */ id) => /** @type {HTMLElement} */ (document.getElementById(id));

const state = {
  /** @type {any} */ tc: null,
  lang: params.get("lang") ?? "en",
  ruleset: params.get("ruleset") ?? "smear",
  seed: params.get("seed") ?? "1",
  opponents: params.get("opponents") ?? "heuristic",
  /** @type {any} */ game: null,
  /** @type {any[]} */ players: [],
  hand: 1,
  busy: false,
  /** @type {Set<number>} indexes of the hand's cards picked for a discard */ picked: new Set(),
  /** @type {any} the refusal shown, kept to tell it again in another language */ refusal: null,
};

function label(/** @type {string} */ key, /** @type {Record<string, unknown>} */ values = {}) {
  const text = LABELS[state.lang]?.[key] ?? LABELS.en[key] ?? key;
  return text.replace(/\{(\w+)\}/g, (_, name) => String(values[name]));
}

/** A card as an SVG picture: rank in the corners, the suit's pip in the middle. */
function cardSVG(/** @type {string} */ card) {
  if (card === "JK") {
    return `<svg viewBox="0 0 60 84" role="img" aria-label="joker"><rect class="face" x="1" y="1" width="58" height="82" rx="6"/>`
      + `<text x="30" y="50" class="pip joker">★</text><text x="6" y="16" class="rank">JK</text></svg>`;
  }
  const rank = card[0] === "T" ? "10" : card[0];
  const suit = card[1];
  const colour = suit === "H" || suit === "D" ? "red" : "black";
  return `<svg viewBox="0 0 60 84" role="img" aria-label="${card}" class="${colour}">`
    + `<rect class="face" x="1" y="1" width="58" height="82" rx="6"/>`
    + `<text x="6" y="17" class="rank">${rank}</text><text x="6" y="29" class="small">${SUITS[suit]}</text>`
    + `<text x="30" y="56" class="pip">${SUITS[suit]}</text>`
    + `<text x="54" y="75" class="rank end">${rank}</text></svg>`;
}

function seatName(/** @type {number} */ seat) {
  return seat === HUMAN ? label("you") : label("seat", { seat });
}

function setState(/** @type {string} */ name) {
  document.body.dataset.state = name;
}

function showRefusal(/** @type {any} */ refusal) {
  state.refusal = refusal;
  const box = $("refusal");
  if (refusal === null) {
    box.textContent = "";
    delete box.dataset.code;
    return;
  }
  const reason = refusal.kind === "illegal-action" ? state.tc.describe(refusal, state.lang) : refusal.message;
  const code = refusal.kind === "illegal-action" ? refusal.data.code : refusal.code;
  box.dataset.code = code;
  box.textContent = `${label("refused")}: ${reason} (${code})`;
}

/** Apply the person's action if it is legal now; otherwise show the library's reason. */
async function humanAct(/** @type {any} */ action) {
  if (state.busy) return;
  const refusal = state.tc.check(state.game, action, HUMAN);
  if (refusal !== null) {
    showRefusal(refusal);
    return;
  }
  showRefusal(null);
  state.picked.clear();
  state.game = await state.tc.apply(state.game, action, HUMAN);
  await run();
}

function tryTyped() {
  const text = /** @type {HTMLInputElement} */ ($("action-text")).value.trim();
  const chosen = text || /** @type {HTMLSelectElement} */ ($("menu")).value;
  if (!chosen) return;
  try {
    const action = state.tc.parseAction(state.game, chosen);
    /** @type {HTMLInputElement} */ ($("action-text")).value = "";
    void humanAct(action);
  } catch (error) {
    if (!(error instanceof TrickcoreError)) throw error;
    showRefusal(error.document);
  }
}

/** Computer players move until it is the person's turn, or the hand or game is over. */
async function run() {
  state.busy = true;
  try {
    for (;;) {
      const seen = state.tc.view(state.game, HUMAN);
      const toAct = seen.data.to_act;
      if (toAct === null || toAct === HUMAN) break;
      setState("thinking");
      render();
      $("status").textContent = label("thinking", { seat: toAct });
      await new Promise((resolve) => setTimeout(resolve, DELAY));
      const action = await state.players[toAct].act(state.tc.view(state.game, toAct));
      state.game = await state.tc.apply(state.game, action, toAct);
    }
  } finally {
    state.busy = false;
  }
  render();
}

function newGame() {
  state.ruleset = /** @type {HTMLSelectElement} */ ($("ruleset")).value;
  state.opponents = /** @type {HTMLSelectElement} */ ($("opponents")).value;
  state.seed = /** @type {HTMLInputElement} */ ($("seed")).value.trim() || "1";
  const seed = /^-?\d+$/.test(state.seed) ? Number(state.seed) : state.seed;
  state.game = state.tc.newGame(state.ruleset, null, { seed });
  const seats = state.tc.view(state.game, HUMAN).data.hand_sizes.length;
  state.players = Array.from({ length: seats }, (_, seat) =>
    seat === HUMAN ? null : state.tc.player(state.opponents, state.ruleset, `${state.seed}/${seat}`));
  state.hand = 1;
  state.picked.clear();
  showRefusal(null);
  void run();
}

function nextHand() {
  state.hand += 1;
  state.game = state.tc.deal(state.game, { seed: `${state.seed}/${state.hand}` });
  void run();
}

/** Where seat `seat` sits: the person at the bottom, the others around the table in turn order. */
function place(/** @type {number} */ seat, /** @type {number} */ seats, /** @type {number} */ radius) {
  const angle = Math.PI / 2 + (2 * Math.PI * ((seat - HUMAN + seats) % seats)) / seats;
  return `left:${50 + radius * Math.cos(angle)}%;top:${50 + radius * Math.sin(angle)}%`;
}

function renderSeats(/** @type {any} */ view) {
  const seats = view.hand_sizes.length;
  const calls = new Map((view.calls ?? view.auction?.calls ?? []).map((/** @type {any} */ call) => [call.seat, call.action]));
  $("seats").innerHTML = view.hand_sizes.map((/** @type {number} */ size, /** @type {number} */ seat) => {
    const call = calls.get(seat);
    const said = call ? `<span class="call">${state.tc.describe({ format: "trickcore", kind: "action", ruleset: state.ruleset, data: call }, state.lang)}</span>` : "";
    const notes = [seat === HUMAN ? "" : label(state.opponents), view.dealer === seat ? label("dealer") : "", label("cards", { n: size })];
    return `<div class="seat${view.to_act === seat ? " to-act" : ""}" style="${place(seat, seats, 42)}" data-seat="${seat}">`
      + `<strong>${seatName(seat)}</strong><span class="notes">${notes.filter(Boolean).join(" · ")}</span>${said}</div>`;
  }).join("");
  const seatsOf = view.hand_sizes.length;
  $("trick").innerHTML = view.trick.map((/** @type {any} */ play) =>
    `<div class="played" style="${place(play.seat, seatsOf, 18)}" data-seat="${play.seat}">${cardSVG(play.card)}</div>`).join("");
}

function renderInfo(/** @type {any} */ view) {
  const scores = view.tables ?? view.scores;
  const trump = view.trump ? `${SUITS[view.trump]} ${state.tc.describe(view.trump, state.lang)}` : label("noTrump");
  const deal = view.contract;
  const value = deal ? deal.value ?? deal.bid : null;
  const contract = deal ? `${seatName(deal.declarer ?? deal.bidder)}: ${value}${deal.trump ? ` ${SUITS[deal.trump]}` : ""}` : "—";
  $("info").innerHTML = `<dl>`
    + `<dt>${label("hand")}</dt><dd>${state.hand}</dd>`
    + `<dt>${label("trump")}</dt><dd id="trump">${trump}</dd>`
    + `<dt>${label("contract")}</dt><dd>${contract}</dd>`
    + `<dt>${label("scores")}</dt><dd class="scores">${scores.map((/** @type {number} */ score) => `<span>${score}</span>`).join(" · ")}</dd>`
    + `</dl>`;
  const events = state.tc.explain(state.tc.view(state.game, HUMAN), state.lang);
  $("narration").innerHTML = events.map((/** @type {any} */ event) =>
    `<li class="event ${event.event}">${event.text.replace(/[<&]/g, (c) => (c === "<" ? "&lt;" : "&amp;"))}</li>`).join("");
  $("narration").lastElementChild?.scrollIntoView({ block: "nearest" });
}

function renderHand(/** @type {any} */ view, /** @type {any[]} */ legal) {
  const mine = view.to_act === HUMAN && !state.busy;
  const playable = new Set(legal.filter((action) => action.data.type === "Play").map((action) => action.data.card));
  const discards = legal.filter((action) => action.data.type === "Discard");
  const discarding = mine && discards.length > 0;
  $("hand").innerHTML = view.hand.map((/** @type {string} */ card, /** @type {number} */ index) => {
    const enabled = discarding || (mine && playable.has(card));
    const picked = state.picked.has(index) ? " picked" : "";
    return `<button class="card${picked}" data-card="${card}" data-index="${index}" data-legal="${enabled}"${enabled ? "" : " disabled"}>${cardSVG(card)}</button>`;
  }).join("");
  const others = mine ? legal.filter((action) => action.data.type !== "Play" && action.data.type !== "Discard") : [];
  const buttons = others.map((action, index) =>
    `<button class="action" data-index="${index}" data-text="${actionText(action)}">${state.tc.describe(action, state.lang)}</button>`);
  if (discarding) {
    const needed = discards[0].data.cards.length;
    buttons.push(`<button class="action discard" data-discard="${needed}"${state.picked.size === needed ? "" : " disabled"}>${label("discard", { n: needed })}</button>`);
  }
  $("actions").innerHTML = buttons.join("");
  for (const button of $("actions").querySelectorAll("button.action:not(.discard)")) {
    button.addEventListener("click", () => humanAct(others[Number(/** @type {HTMLElement} */ (button).dataset.index)]));
  }
  $("actions").querySelector("button.discard")?.addEventListener("click", () => {
    const cards = [...state.picked].map((index) => view.hand[index]);
    void humanAct({ type: "Discard", cards: sortedLike(view.hand, cards) });
  });
  for (const button of $("hand").querySelectorAll("button.card:not([disabled])")) {
    const element = /** @type {HTMLElement} */ (button);
    element.addEventListener("click", () => {
      if (discarding) {
        const index = Number(element.dataset.index);
        if (!state.picked.delete(index)) state.picked.add(index);
        render();
      } else {
        void humanAct({ type: "Play", card: element.dataset.card });
      }
    });
  }
  const menu = /** @type {HTMLSelectElement} */ ($("menu"));
  const choices = mine ? [...new Set([...view.hand.map((/** @type {string} */ card) => `play ${card}`), ...others.map(actionText)])] : [];
  menu.innerHTML = `<option value="">${label("choose")}</option>`
    + choices.map((text) => `<option value="${text}">${text}</option>`).join("");
  menu.disabled = !mine;
  /** @type {HTMLButtonElement} */ ($("try")).disabled = !mine;
}

/** An action's notation text ("bid 3", "pass"), from the game's parser's view of it. */
function actionText(/** @type {any} */ action) {
  const data = action.data;
  switch (data.type) {
    case "Pass": return "pass";
    case "Double": return "double";
    case "Redouble": return "redouble";
    case "Hold": return "hold";
    case "NameTrump": return `trump ${data.suit}`;
    case "Bid":
      if (data.points !== undefined) return `bid ${data.points}`;
      if (data.form === "noes" || data.form === "no-trumps") return `bid ${data.value} ${data.form === "noes" ? "noes" : "NT"}`;
      if (data.form === "suit-number") return `bid ${data.trump} ${data.value}`;
      if (data.form === "plus-suit") return `bid +${data.plus} ${data.trump}`;
      if (data.form === "plus-two-noes") return `bid +${data.plus} noes`;
      return `bid ${data.value} ${data.trump ?? "NT"}`;
    default: return data.type.toLowerCase();
  }
}

/** ``cards`` in the order they have in ``hand`` (a hand is kept in canonical order). */
function sortedLike(/** @type {string[]} */ hand, /** @type {string[]} */ cards) {
  return [...cards].sort((a, b) => hand.indexOf(a) - hand.indexOf(b));
}

function renderStatus(/** @type {any} */ view) {
  const status = $("status");
  status.innerHTML = "";
  if (view.phase === "game_over") {
    setState("game-over");
    const events = state.tc.explain(state.tc.view(state.game, HUMAN), state.lang);
    status.textContent = `${label("gameOver")} ${events.at(-1)?.text ?? ""}`;
  } else if (view.phase === "hand_over") {
    setState("hand-over");
    status.textContent = `${label("handOver")} `;
    const next = document.createElement("button");
    next.id = "next-hand";
    next.textContent = label("nextHand");
    next.addEventListener("click", nextHand);
    status.append(next);
  } else if (view.to_act === HUMAN && !state.busy) {
    setState("your-turn");
    status.textContent = label("yourTurn");
  }
}

function renderLabels() {
  document.documentElement.lang = state.lang;
  document.documentElement.dir = state.lang === "ar" ? "rtl" : "ltr";
  for (const element of document.querySelectorAll("[data-label]")) {
    const key = /** @type {HTMLElement} */ (element).dataset.label ?? "";
    if (element.id === "status") continue;
    element.textContent = label(key);
  }
}

function render() {
  renderLabels();
  if (state.game === null) return;
  const view = state.tc.view(state.game, HUMAN).data;
  const legal = view.to_act === HUMAN ? state.tc.legalActions(state.game) : [];
  renderSeats(view);
  renderInfo(view);
  renderHand(view, legal);
  renderStatus(view);
  if (performance.getEntriesByName("trickcore-first-table").length === 0) performance.mark("trickcore-first-table");
  if (state.refusal) showRefusal(state.refusal);
  const link = /** @type {HTMLAnchorElement} */ ($("download"));
  if (link.href.startsWith("blob:")) URL.revokeObjectURL(link.href);
  link.href = URL.createObjectURL(new Blob([JSON.stringify(state.game)], { type: "application/json" }));
  link.download = `trickcore-${state.ruleset}-${state.seed}.json`;
}

async function main() {
  for (const [id, value] of [["ruleset", state.ruleset], ["seed", state.seed], ["lang", state.lang], ["opponents", state.opponents]]) {
    /** @type {HTMLInputElement} */ ($(id)).value = value;
  }
  renderLabels();
  state.tc = await loadTrickcore();
  $("setup").addEventListener("submit", (event) => { event.preventDefault(); newGame(); });
  $("typed").addEventListener("submit", (event) => { event.preventDefault(); tryTyped(); });
  $("lang").addEventListener("change", () => {
    state.lang = /** @type {HTMLSelectElement} */ ($("lang")).value;
    render();
  });
  newGame();
}

main().catch((error) => {
  setState("failed");
  $("status").textContent = String(error);
  throw error;
});
