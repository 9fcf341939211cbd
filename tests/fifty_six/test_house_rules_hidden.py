"""Fifty-Six's hidden trump (house rules H1–H12): the worked examples, the views, and a plain model."""

from __future__ import annotations

import collections
import itertools
import random

import attrs
import pytest

from trickcore import Card, cards, events
from trickcore.games import fifty_six
from trickcore.playing_cards import Suit

from tests.fifty_six.helpers import calls, code

HIDDEN = fifty_six.Rules(hidden_trump=True)


def _pagat_game() -> fifty_six.Game:
    """H-examples 1 and 2: seat 1 bids 28 hidden and conceals 9C; seats 2 and 3 hold no heart."""
    hands = [
        cards("9H TH JH JH QH KH AH 9C TC JC QC KC"),
        cards("9C AD KD JD AH KH QH TH 9H AS KS JS"),
        cards("AC KD AD 9S 9S TS TS JS QS QS KS AS"),
        cards("AC JC KC QC TC 9D 9D TD TD JD QD QD"),
    ]
    game = fifty_six.new_game(HIDDEN, hands=hands, dealer=0)
    return calls(game, "bid 28 hidden", "pass", "pass", "pass")


def test_hidden_contract_starts_the_conceal_phase() -> None:
    """H2: a hidden contract puts the declarer in CONCEAL, one conceal per distinct card it holds."""
    game = _pagat_game()
    assert game.phase is fifty_six.Phase.CONCEAL and game.to_act == 1
    assert game.contract is not None and game.contract.form is fifty_six.BidForm.HIDDEN and game.trump is None
    assert [str(action) for action in fifty_six.legal_actions(game)][:3] == ["conceal 9C", "conceal AD", "conceal KD"]
    assert code(game, fifty_six.Conceal(Card.parse("JC"))) == "card-not-in-hand"
    assert code(game, fifty_six.Play(Card.parse("9C"))) == "wrong-phase"
    assert code(game, fifty_six.Pass()) == "wrong-phase"


def test_concealed_card_is_seen_only_by_the_declarer() -> None:
    """H11: views show the concealed card to the declarer alone; hand sizes show one card fewer."""
    game = calls(_pagat_game(), "conceal 9C")
    views = [fifty_six.view(game, seat) for seat in range(4)]
    assert [seen.concealed for seen in views] == [None, Card.parse("9C"), None, None]
    assert views[0].hand_sizes == (12, 11, 12, 12)
    assert game.trump is None and all(seen.trump is None for seen in views)
    assert game.to_act == 1 and code(game, fifty_six.Reveal()) == "cannot-reveal"
    assert code(game, fifty_six.Play(Card.parse("9C"))) == "card-not-in-hand"
    for seat in (0, 2, 3):
        assert '"concealed"' not in fifty_six.to_json(views[seat])
    assert '"concealed": "9C"' in fifty_six.to_json(views[1]).replace('":"', '": "')


def test_pagat_trick_reveal_makes_later_clubs_trumps() -> None:
    """H5–H8: seat 3 reveals, must play a club; QC wins, AC played before the reveal is no trump."""
    game = calls(_pagat_game(), "conceal 9C", "play KH", "play AC")
    assert fifty_six.Reveal() in fifty_six.legal_actions(game)
    game = calls(game, "reveal")
    assert game.revealed == Card.parse("9C") and game.concealed is None and game.trump is Suit.CLUBS
    assert game.to_act == 3 and Card.parse("9C") in game.hands[1]
    assert {str(action) for action in fifty_six.legal_actions(game)} == {"play TC", "play JC", "play QC", "play KC", "play AC"}
    assert code(game, fifty_six.Play(Card.parse("9D"))) == "must-follow-suit"
    game = calls(game, "play QC", "play JH")
    assert game.tricks[-1].winner == 3 and game.points == (0, 4)
    assert all(fifty_six.view(game, seat).revealed == Card.parse("9C") for seat in range(4))


def test_explain_counts_no_trump_played_before_the_reveal() -> None:
    """H8 in the story: AC, played before the reveal, is no trump, so QC won the reveal's trick as its only trump."""
    game = calls(_pagat_game(), "conceal 9C", "play KH", "play AC", "reveal", "play QC", "play JH")
    won = [event for event in fifty_six.explain(game) if isinstance(event, events.TrickWon)][-1]
    assert won.card == Card.parse("QC") and won.reason is events.TrickReason.ONLY_TRUMP


def test_declarer_reveals_its_only_card_of_the_suit_led() -> None:
    """H5, H7, H8: seat 2 concealed 9D, its only diamond; on JD it reveals and 9D wins as the only trump."""
    hands = [
        cards("AD 9H TH JH QH KH AH 9C TC JC QC KC"),
        cards("JD AS KS JS 9H TH JH QH KH AH 9C TC"),
        cards("9D AC AC JC QC KC 9S 9S TS TS JS QS"),
        cards("QD KD KD AD TD TD JD QD 9D QS KS AS"),
    ]
    game = fifty_six.new_game(HIDDEN, hands=hands, dealer=0)
    game = calls(game, "pass", "bid 28 hidden", "pass", "pass", "pass", "conceal 9D", "play JD")
    assert game.to_act == 2 and [str(action) for action in fifty_six.legal_actions(game)][-1] == "reveal"
    game = calls(game, "reveal")
    assert [str(action) for action in fifty_six.legal_actions(game)] == ["play 9D"]
    game = calls(game, "play 9D", "play QD", "play AD")
    assert game.tricks[-1].winner == 2 and game.points == (6, 0)


def test_declarer_may_not_lead_the_concealed_suit() -> None:
    """H4: the declarer leads no card of the concealed suit while it holds another suit."""
    declarer = cards("KC AD KD JD QH JH TH 9H 9H AS KS 9S")
    hands = [
        declarer,
        cards("9C 9C TC TC JC JC QC QC KC AC AC 9D"),
        cards("9D TD TD JD QD QD KD AD TH QH KH KH"),
        cards("AH AH 9S TS TS JS JS QS QS KS AS JH"),
    ]
    game = calls(fifty_six.new_game(HIDDEN, hands=hands, dealer=3), "bid 28 hidden", "pass", "pass", "pass", "conceal 9H")
    assert game.to_act == 0
    assert sorted(str(action)[5:] for action in fifty_six.legal_actions(game)) == sorted("9S AD AS JD KC KD KS".split())
    assert code(game, fifty_six.Play(Card.parse("JH"))) == "trump-not-allowed"
    assert code(fifty_six.view(game, 0), fifty_six.Play(Card.parse("JH"))) == "trump-not-allowed"


def test_declarer_holding_only_the_concealed_suit_may_lead_it() -> None:
    """H4: with every card of the concealed suit, the declarer leads any of them."""
    hearts = cards("9H 9H TH TH JH JH QH QH KH KH AH AH")
    rest = [card for card in fifty_six.deck(HIDDEN).cards if card.suit is not Suit.HEARTS]
    hands = [hearts, tuple(rest[:12]), tuple(rest[12:24]), tuple(rest[24:])]
    game = calls(fifty_six.new_game(HIDDEN, hands=hands, dealer=3), "bid 28 hidden", "pass", "pass", "pass", "conceal JH")
    assert {str(action) for action in fifty_six.legal_actions(game)} == {"play 9H", "play TH", "play JH", "play QH", "play KH", "play AH"}


def test_hidden_auction_example() -> None:
    """H1: hidden and no-trump bids, a double, three passes: 30 hidden doubled for seat 3, phase CONCEAL."""
    game = fifty_six.new_game(HIDDEN, seed=5, dealer=0)
    game = calls(game, "bid 28 hidden", "bid 29 NT", "bid 30 hidden", "double", "pass", "pass", "pass")
    assert game.phase is fifty_six.Phase.CONCEAL and game.to_act == 3
    assert game.contract == fifty_six.Contract(30, None, 2, 3, 1, fifty_six.BidForm.HIDDEN)


def test_no_trump_contract_under_hidden_trump_has_no_conceal() -> None:
    """H1, H2: a no-trump contract plays at once; reveal is cannot-reveal."""
    game = calls(fifty_six.new_game(HIDDEN, seed=5, dealer=0), "bid 29 NT", "pass", "pass", "pass")
    assert game.phase is fifty_six.Phase.PLAY and game.trump is None
    assert code(game, fifty_six.Reveal()) == "cannot-reveal"
    game = calls(game, str(fifty_six.legal_actions(game)[0]))
    assert code(game, fifty_six.Reveal()) == "cannot-reveal"


@pytest.mark.parametrize(
    ("text", "expected"),
    [("bid 30 D", "invalid-bid"), ("bid D 30", "invalid-bid"), ("bid 30 noes", "invalid-bid"), ("bid 30 hidden", None)],
)
def test_hidden_trump_bid_forms(text: str, expected: str | None) -> None:
    """H1: only hidden and no-trump bids exist under hidden trump."""
    game = fifty_six.new_game(HIDDEN, seed=2, dealer=0)
    game = calls(game, "bid 28 NT")
    bid = {"bid 30 D": fifty_six.Bid(30, Suit.DIAMONDS), "bid D 30": fifty_six.Bid(30, Suit.DIAMONDS, fifty_six.BidForm.SUIT_NUMBER)}
    action = bid.get(text) or (fifty_six.Bid(30, None, fifty_six.BidForm.NOES) if "noes" in text else fifty_six.parse_action(game, text))
    assert code(game, action) == expected


def test_hidden_bid_without_the_option_is_invalid() -> None:
    """A HIDDEN bid without hidden_trump is invalid-bid; reveal and conceal are wrong-phase."""
    game = fifty_six.new_game(seed=2, dealer=0)
    assert code(game, fifty_six.Bid(30, None, fifty_six.BidForm.HIDDEN)) == "invalid-bid"
    assert code(game, fifty_six.Reveal()) == "wrong-phase" and code(game, fifty_six.Conceal(Card.parse("JS"))) == "wrong-phase"
    game = calls(game, "bid 28 NT", "pass", "pass", "pass")
    assert code(game, fifty_six.Reveal()) == "wrong-phase"


@pytest.mark.parametrize("text", ["bid +2 hidden", "bid hidden 30", "bid 28", "conceal", "reveal now"])
def test_malformed_hidden_notation(text: str) -> None:
    """H1's notation: the plus and suit-first forms do not exist for hidden bids."""
    game = calls(fifty_six.new_game(HIDDEN, seed=2, dealer=0), "bid 28 hidden")
    with pytest.raises(ValueError):
        fifty_six.parse_action(game, text)


def _play_out(game: fifty_six.Game, rng: random.Random) -> fifty_six.Game:
    """The hand played to its end by random legal actions (reveals only when forced or a coin says so)."""
    while game.phase in (fifty_six.Phase.CONCEAL, fifty_six.Phase.PLAY):
        legal = fifty_six.legal_actions(game)
        plays = [action for action in legal if not isinstance(action, fifty_six.Reveal)]
        game = fifty_six.apply(game, rng.choice(plays) if plays and rng.random() < 0.85 else rng.choice(legal))
    return game


def test_declarer_with_an_empty_hand_must_reveal() -> None:
    """H5 b, H9 (HT4): leading with an empty hand, the declarer's only action is reveal, then the card."""
    for seed in range(40):
        game = calls(fifty_six.new_game(HIDDEN, seed=seed, dealer=2), "bid 30 hidden", "pass", "pass", "pass")
        game = fifty_six.apply(game, fifty_six.legal_actions(game)[0])
        while game.phase is fifty_six.Phase.PLAY:
            legal = fifty_six.legal_actions(game)
            plays = [action for action in legal if not isinstance(action, fifty_six.Reveal)]
            if game.to_act == 3 and not game.hands[3] and not game.trick and game.concealed is not None:
                assert legal == (fifty_six.Reveal(),)
                card = game.concealed
                game = fifty_six.apply(game, fifty_six.Reveal())
                assert fifty_six.legal_actions(game) == (fifty_six.Play(card),)
                return
            game = fifty_six.apply(game, plays[0] if plays else legal[0])
    pytest.fail("no deal left the declarer to lead the last trick with the card still concealed")


def test_hidden_games_replay_from_their_records() -> None:
    """Records: a hidden-trump game replays exactly, and JSON round-trips it."""
    rng = random.Random(7)
    for seed in range(6):
        game = calls(fifty_six.new_game(HIDDEN, seed=seed, dealer=0), "bid 28 hidden", "pass", "pass", "pass")
        game = _play_out(game, rng)
        assert fifty_six.replay(fifty_six.record(game)) == game
        assert fifty_six.from_json(fifty_six.to_json(game), "game") == game
        assert game.concealed is None or game.phase is fifty_six.Phase.HAND_OVER


def test_record_versions() -> None:
    """RULES_VERSION 2: house-rule games record version 2; a version-1 record of them is refused."""
    game = calls(fifty_six.new_game(HIDDEN, seed=1, dealer=0), "bid 28 hidden")
    made = fifty_six.record(game)
    assert fifty_six.RULES_VERSION == 2 and made.version == 2
    assert fifty_six.record(fifty_six.new_game(seed=1)).version == 1
    with pytest.raises(ValueError, match="version"):
        fifty_six.replay(attrs.evolve(made, version=1))


# --- determinize against a plain model ---------------------------------------------------------



def _plain_history_fits(
    dealt: dict[int, list[Card]], concealed: Card, declarer: int, plays: list[tuple[int, Card]], revealed_at: int | None, n: int
) -> bool:
    """A plain re-reading of H2–H8: whether these dealt hands (the concealed card apart) make every public play legal."""
    hands = {seat: collections.Counter(cards_) for seat, cards_ in dealt.items()}
    hands[declarer][concealed] -= 1
    pending = True
    trump: Suit | None = None
    for index, (seat, card) in enumerate(plays):
        trick = plays[index - index % n : index]
        held = [c for c, k in hands[seat].items() for _ in range(k)]
        if index == revealed_at:
            if trick and any(c.suit is trick[0][1].suit for c in held):
                return False
            if not trick and (seat != declarer or held):
                return False
            hands[declarer][concealed] += 1
            pending, trump = False, concealed.suit
            held = [c for c, k in hands[seat].items() for _ in range(k)]
        if hands[seat][card] <= 0:
            return False
        if trick:
            led = trick[0][1].suit
            if card.suit is not led and any(c.suit is led for c in held):
                return False
            if index == revealed_at and card.suit is not led and card.suit is not trump and any(c.suit is trump for c in held):
                return False
        elif pending and seat == declarer and card.suit is concealed.suit and any(c.suit is not concealed.suit for c in held):
            return False
        hands[seat][card] -= 1
    return True


def _pending_position() -> fifty_six.Game:
    """A hand nine tricks in, the trump still concealed, the declarer having led more than once."""
    for seed in range(200):
        rng = random.Random(seed)
        game = calls(fifty_six.new_game(HIDDEN, seed=seed, dealer=0), "bid 28 hidden", "pass", "pass", "pass")
        while game.phase is not fifty_six.Phase.HAND_OVER and len(game.tricks) < 9:
            legal = [action for action in fifty_six.legal_actions(game) if not isinstance(action, fifty_six.Reveal)]
            game = fifty_six.apply(game, rng.choice(legal or list(fifty_six.legal_actions(game))))
        leads = sum(1 for trick in game.tricks if trick.leader == 1)
        if game.concealed is not None and len(game.tricks) == 9 and not game.trick and leads >= 2:
            return game
    raise AssertionError("no such position in 200 seeds")


def test_determinize_matches_a_plain_model_of_the_concealed_card() -> None:
    """H11: determinize is uniform over the deals a plain model allows, the concealed card included."""
    game = _pending_position()
    seen = fifty_six.view(game, 0)
    plays = [(play.seat, play.card) for trick in game.tricks for play in trick.plays]
    unknown = collections.Counter(fifty_six.deck(HIDDEN).cards)
    unknown.subtract([*seen.hand, *(card for _, card in plays)])
    physical = sorted(unknown.elements(), key=lambda card: card.index)
    places = [1, 2, 3, "concealed"]
    sizes = [seen.hand_sizes[1], seen.hand_sizes[2], seen.hand_sizes[3], 1]
    weights: collections.Counter[Card] = collections.Counter()
    fits: dict[tuple[tuple[Card, ...], ...], bool] = {}

    def spread(left: list[int], place: int, chosen: list[tuple[int, ...]]) -> None:
        if place == len(places):
            deal = tuple(tuple(sorted((physical[i] for i in group), key=lambda c: c.index)) for group in chosen)
            if deal not in fits:
                dealt = {seat: [*deal[k], *(c for s, c in plays if s == seat)] for k, seat in enumerate((1, 2, 3))}
                dealt[1].append(deal[3][0])
                dealt[0] = [*seen.hand, *(c for s, c in plays if s == 0)]
                fits[deal] = _plain_history_fits(dealt, deal[3][0], 1, plays, None, 4)
            if fits[deal]:
                weights[deal[3][0]] += 1
            return
        for group in itertools.combinations(left, sizes[place]):
            spread([i for i in left if i not in group], place + 1, [*chosen, group])

    spread(list(range(len(physical))), 0, [])
    total = sum(weights.values())
    assert total > 0
    draws = 300
    observed = collections.Counter(fifty_six.determinize(seen, seed=seed).concealed for seed in range(draws))
    assert set(observed) <= set(weights), "every sampled concealed card is one the plain model allows"
    chi2 = sum((observed[card] - draws * weight / total) ** 2 / (draws * weight / total) for card, weight in weights.items())
    assert chi2 < 3 * len(weights) + 30, (chi2, weights, observed)


def test_seat_records_hide_the_concealed_card_until_revealed() -> None:
    """H11: another seat's record shows the conceal face down until the reveal; replay_view rebuilds every view."""
    rng = random.Random(6)
    masked = shown = 0
    for seed in range(24):
        game = calls(fifty_six.new_game(HIDDEN, seed=seed, dealer=0), "bid 28 hidden", "pass", "pass", "pass")
        for _ in range(rng.randrange(1, 60)):
            if game.phase not in (fifty_six.Phase.CONCEAL, fifty_six.Phase.PLAY):
                break
            game = fifty_six.apply(game, rng.choice(fifty_six.legal_actions(game)))
        for seat in range(4):
            made = fifty_six.record(game, seat=seat)
            conceals = [action for action in made.actions if isinstance(action, fifty_six.Conceal)]
            if game.revealed is None and seat != 1:
                assert conceals == [fifty_six.Conceal(None)]
                assert '"card": null' in fifty_six.to_json(made).replace('":null', '": null')
                masked += 1
            elif conceals:
                assert conceals[0].card is not None
                shown += 1
            assert fifty_six.replay_view(made) == fifty_six.view(game, seat)
    assert masked and shown


def test_seat_records_replay_after_the_declarer_leads_the_concealed_suit_by_the_exception() -> None:
    """H4/H11: the declarer led every suit before the reveal, clubs only when it held nothing else, so the
    concealed card can only be a club and the declarer's unseen cards clubs too: every seat's record replays.

    A random deal rarely fits that; the replay learns it from the refused lead instead of dealing again
    (every seat but the declarer failed within its search budget before).
    """
    plays = (
        "AD KD QD TD 9D QD KD TD JH KH AH 9H TS KS KS 9S TH JH TH KH JS QS TS 9S AC AD JC QC KC KC TC QH 9C 9D 9C JC"
    )
    game = calls(
        fifty_six.new_game(HIDDEN, seed=52, dealer=0),
        "bid 28 hidden", "pass", "pass", "pass", "conceal QC", *(f"play {card}" for card in plays.split()),
    )
    assert game.revealed is None and game.tricks[6].plays[0].card == Card.parse("AC")
    for seat in range(4):
        assert fifty_six.replay_view(fifty_six.record(game, seat=seat)) == fifty_six.view(game, seat)


def test_face_down_conceal_cannot_be_applied() -> None:
    """Conceal(None), as another seat's record shows it, is never a legal action."""
    game = _pagat_game()
    assert code(game, fifty_six.Conceal(None)) == "card-not-in-hand"
    assert str(fifty_six.Conceal(None)) == "conceal ??"


def test_the_finished_hand_keeps_the_concealed_card_and_when_it_was_revealed() -> None:
    """H2–H8, H38: scoring the last trick keeps what the hand showed of the hidden trump (the card still set aside
    when the play stopped early, or the card revealed and when), so the finished hand can still be told and
    replayed; both outcomes occur."""
    rules = fifty_six.Rules(hidden_trump=True, stop_play_when_decided=True)
    rng = random.Random(11)
    seen = set()
    for seed in range(20):
        game = calls(fifty_six.new_game(rules, seed=seed, dealer=0), "bid 28 hidden", "pass", "pass", "pass")
        while game.phase in (fifty_six.Phase.CONCEAL, fifty_six.Phase.PLAY):
            before = game
            legal = fifty_six.legal_actions(game)
            plays = [action for action in legal if not isinstance(action, fifty_six.Reveal)]
            game = fifty_six.apply(game, rng.choice(plays) if plays and rng.random() < 0.9 else rng.choice(legal))
        assert game.phase is fifty_six.Phase.HAND_OVER
        assert (game.concealed, game.revealed, game.revealed_at) == (before.concealed, before.revealed, before.revealed_at)
        seen.add((game.concealed is None, game.revealed_at is None))
    assert (False, True) in seen and (True, False) in seen
