"""Fifty-Six's auction house rules: the partner-overcall minimum (H29)."""

from __future__ import annotations

import pytest

from trickcore.games import fifty_six
from trickcore.errors import IllegalAction
from trickcore.playing_cards import Card, Suit

from tests.fifty_six.helpers import calls, code

K40 = fifty_six.Rules(partner_overcall_min=40, thani=True)


def _bids(game: fifty_six.Game) -> set[int]:
    """The values of the legal bids."""
    return {action.value for action in fifty_six.legal_actions(game) if isinstance(action, fifty_six.Bid)}


def test_partner_overcall_after_a_pass_needs_the_minimum() -> None:
    """H29: after 1: 30 D, 2: pass, seat 3 may not bid 31 D, 39 NT or +9 C, but may bid 40 S (and thani)."""
    game = calls(fifty_six.new_game(K40, seed=1, dealer=0), "bid 30 D", "pass")
    assert code(game, fifty_six.Bid(31, Suit.DIAMONDS)) == "invalid-bid"
    assert code(game, fifty_six.Bid(39, None, fifty_six.BidForm.NO_TRUMPS)) == "invalid-bid"
    assert code(game, fifty_six.Bid(39, Suit.CLUBS, fifty_six.BidForm.PLUS_SUIT, 9)) == "invalid-bid"
    assert code(game, fifty_six.Bid(40, Suit.SPADES)) is None and code(game, fifty_six.Thani()) is None
    assert min(_bids(game)) == 40 and fifty_six.Thani() in fifty_six.legal_actions(game)


def test_partner_overcall_after_a_double_is_free() -> None:
    """H29: after a double the partner may bid 31; after the next pass, the bidder's partner is limited again."""
    game = calls(fifty_six.new_game(K40, seed=1, dealer=0), "bid 30 D", "double")
    assert code(game, fifty_six.Bid(31, Suit.DIAMONDS)) is None
    game = calls(game, "bid 31 D", "pass")
    assert game.to_act == 1
    assert code(game, fifty_six.Bid(32, Suit.DIAMONDS)) == "invalid-bid"
    assert code(game, fifty_six.Bid(39, Suit.CLUBS, fifty_six.BidForm.PLUS_SUIT, 8)) == "invalid-bid"
    assert code(game, fifty_six.Bid(40, Suit.SPADES)) is None


def test_own_raise_and_opponents_are_not_limited() -> None:
    """H29: a seat raises its own bid freely; an opponent overcalls freely."""
    game = calls(fifty_six.new_game(K40, seed=1, dealer=0), "bid 30 D", "double", "pass", "pass")
    assert game.to_act == 1 and code(game, fifty_six.Bid(31, Suit.DIAMONDS)) is None
    game = calls(fifty_six.new_game(K40, seed=1, dealer=0), "bid 30 D", "bid 31 D", "pass", "pass")
    assert game.to_act == 1 and code(game, fifty_six.Bid(32, Suit.DIAMONDS)) is None


@pytest.mark.parametrize("bad", [28, 57, 0, True, "40", 40.0])
def test_bad_partner_overcall_min(bad: object) -> None:
    """H29, H40: the minimum is None or an int from 29 to 56."""
    with pytest.raises(ValueError):
        fifty_six.Rules(partner_overcall_min=bad)  # type: ignore[arg-type]


# --- the trump-lead restriction (H35) -------------------------------------------------------

TL = fifty_six.Rules(trump_lead_restricted=True)


def test_trump_lead_waits_for_broken_trumps() -> None:
    """H35 (TL1): seat 1 at 30 H may not lead JH while holding other suits; once a trick holds a trump it may."""
    from trickcore import cards

    hands = [
        cards("9H 9H TH TH QH QH KH KH AH AH JH 9D"),
        cards("JH 9C TC TC JC JC QC QC KC KC AC AC"),
        cards("9C 9D TD TD JD JD QD QD KD KD AD AD"),
        cards("9S 9S TS TS JS JS QS QS KS KS AS AS"),
    ]
    game = calls(fifty_six.new_game(TL, hands=hands, dealer=0), "bid 30 H", "pass", "pass", "pass")
    assert game.to_act == 1 and code(game, fifty_six.Play(cards("JH")[0])) == "trump-not-allowed"
    assert fifty_six.Play(cards("JH")[0]) not in fifty_six.legal_actions(game)
    game = calls(game, "play AC", "play 9C", "play 9S", "play 9H")  # seat 0 trumps the club lead
    assert game.tricks[-1].winner == 0 and game.to_act == 0
    assert code(game, fifty_six.Play(cards("AH")[0])) is None  # trumps are broken


def test_a_hand_of_trumps_may_lead_one() -> None:
    """H35: holding nothing but trumps, a leader leads one; at no trumps nothing is restricted."""
    from trickcore import cards

    hands = [
        cards("9C TC TC JC JC QC QC KC KC AC AC 9C"),
        cards("9H 9H TH TH QH QH KH KH AH AH JH JH"),
        cards("9D 9D TD TD JD JD QD QD KD KD AD AD"),
        cards("9S 9S TS TS JS JS QS QS KS KS AS AS"),
    ]
    game = calls(fifty_six.new_game(TL, hands=hands, dealer=0), "bid 30 H", "pass", "pass", "pass")
    assert code(game, fifty_six.Play(cards("JH")[0])) is None
    plain = calls(fifty_six.new_game(TL, hands=hands, dealer=0), "bid 30 NT", "pass", "pass", "pass")
    assert len(fifty_six.legal_actions(plain)) == 6


# --- the duties to trump and overtrump (H36, H37) ---------------------------------------------


def _duty_game(rules: fifty_six.Rules, *plays: str) -> fifty_six.Game:
    """Hearts trumps by seat 1 (dealer 0), which leads AS; seats 2 and 3 hold no spades."""
    from trickcore import cards

    hands = [
        cards("9S TS TS JS JS QS QS KS KS AS TH JH"),
        cards("AS 9S AH KH AH KH KC KC QC QC JC JC"),
        cards("9H JH QH TH 9D 9D TD TD JD JD QD QD"),
        cards("9H QH KD KD AD AD 9C 9C TC TC AC AC"),
    ]
    game = calls(fifty_six.new_game(rules, hands=hands, dealer=0), "bid 30 H", "pass", "pass", "pass")
    return calls(game, *plays)


def test_must_trump_if_void() -> None:
    """H36: seat 2 (no spades) must play a heart on the spade lead."""
    from trickcore import Card

    game = _duty_game(fifty_six.Rules(must_trump_if_void=True), "play AS")
    suits = {action.card.suit for action in fifty_six.legal_actions(game) if isinstance(action, fifty_six.Play)}
    assert suits == {Suit.HEARTS} and code(game, fifty_six.Play(Card.parse("9D"))) == "must-follow-suit"
    assert len(fifty_six.legal_actions(_duty_game(fifty_six.Rules(), "play AS"))) == 8


def test_must_overtrump() -> None:
    """H37: after 2:QH, seat 3 may discard or play 9H, not QH; with H36 too, only 9H."""
    from trickcore import Card

    game = _duty_game(fifty_six.Rules(must_overtrump=True), "play AS", "play QH")
    legal = {str(action) for action in fifty_six.legal_actions(game)}
    assert "play 9H" in legal and "play KD" in legal and "play QH" not in legal
    assert code(game, fifty_six.Play(Card.parse("QH"))) == "must-follow-suit"
    both = _duty_game(fifty_six.Rules(must_overtrump=True, must_trump_if_void=True), "play AS", "play QH")
    assert [str(action) for action in fifty_six.legal_actions(both)] == ["play 9H"]


def test_overtrump_on_a_trump_lead() -> None:
    """H37: on a 9H lead, a follower holding JH AH QH must play JH."""
    from trickcore import cards

    hands = [
        cards("9S 9S TS TS JS JS QS QS KS KS AS AS"),
        cards("9H 9C TC TC JC JC QC QC KC KC AC AC"),
        cards("JH AH QH 9D 9D TD TD JD JD QD QD KD"),
        cards("9H TH TH JH QH KH KH AH 9C KD AD AD"),
    ]
    game = calls(fifty_six.new_game(fifty_six.Rules(must_overtrump=True), hands=hands, dealer=0), "bid 30 H", "pass", "pass", "pass")
    game = calls(game, "play 9H")
    assert [str(action) for action in fifty_six.legal_actions(game)] == ["play JH"]


# --- stopping when decided (H38, H39) ----------------------------------------------------------


def test_play_stops_when_the_contract_is_decided() -> None:
    """H38, H39: the hand ends after the trick that decides the contract; points count the tricks played."""
    rules = fifty_six.Rules(stop_play_when_decided=True)
    seen = set()
    for seed in range(30):
        game = calls(fifty_six.new_game(rules, seed=seed, dealer=0), "bid 30 NT", "pass", "pass", "pass")
        while game.phase is fifty_six.Phase.PLAY:
            game = fifty_six.apply(game, fifty_six.legal_actions(game)[0])
        result = game.last_hand
        assert result is not None
        taken, left = result.points[1], 56 - sum(result.points)
        last = sum(fifty_six.card_points(card) for card in game.tricks[-1].cards)
        taken_before = taken - (last if game.tricks[-1].winner % 2 == 1 else 0)
        assert taken_before < 30 and taken_before + left + last >= 30  # undecided before the last trick
        assert len(game.tricks) == 12 or (taken >= 30 if result.made else taken + left < 30)
        seen.add((result.made, len(game.tricks) < 12))
        assert fifty_six.replay(fifty_six.record(game)) == game
    assert (True, True) in seen and (False, True) in seen


@pytest.mark.parametrize(
    "rules",
    [
        fifty_six.Rules(must_trump_if_void=True),
        fifty_six.Rules(must_trump_if_void=True, must_overtrump=True),
        fifty_six.Rules(players=6, must_overtrump=True),
    ],
    ids=["trump", "trump-and-overtrump", "overtrump-6"],
)
def test_seat_records_replay_under_the_duties_to_trump(rules: fifty_six.Rules) -> None:
    """H36, H37: a play off suit proves the player void in the suit led *and* (with the duty to trump) without
    the trumps that would have been due: every seat's record of random games rebuilds its view (the search
    learnt only the first of the two and refused such records)."""
    import random

    rng = random.Random(2)
    for seed in range(12):
        game = fifty_six.new_game(rules, seed=seed)
        while game.phase not in (fifty_six.Phase.HAND_OVER, fifty_six.Phase.GAME_OVER):
            game = fifty_six.apply(game, rng.choice(fifty_six.legal_actions(game)))
        for seat in range(rules.players):
            assert fifty_six.replay_view(fifty_six.record(game, seat=seat)) == fifty_six.view(game, seat)


@pytest.mark.parametrize(
    "rules",
    [
        fifty_six.Rules(must_trump_if_void=True),
        fifty_six.Rules(must_overtrump=True),
        fifty_six.Rules(trump_lead_restricted=True),
        fifty_six.Rules(players=6, must_trump_if_void=True, must_overtrump=True, trump_lead_restricted=True),
    ],
    ids=["trump", "overtrump", "trump-lead", "all-6"],
)
def test_views_under_the_duties_determinize_and_load(rules: fifty_six.Rules) -> None:
    """H35–H37: what the duties prove (no trump after a discard off suit, no higher trump after a trump that does
    not beat the trick's, only trumps after a trump led before they were broken) bounds the hidden cards, so every
    view of random play is rebuilt by ``determinize`` and read back from JSON (2–10 % were refused)."""
    import random

    rng = random.Random(1)
    for seed in range(30):
        game = fifty_six.new_game(rules, seed=seed)
        for _ in range(rng.randrange(10, 60)):
            if game.phase in (fifty_six.Phase.HAND_OVER, fifty_six.Phase.GAME_OVER):
                break
            game = fifty_six.apply(game, rng.choice(fifty_six.legal_actions(game)))
        for seat in range(rules.players):
            seen = fifty_six.view(game, seat)
            assert fifty_six.from_json(fifty_six.to_json(seen)) == seen
            for draw in range(2):
                assert fifty_six.view(fifty_six.determinize(seen, seed=draw), seat) == seen


def test_determinize_under_the_duties_matches_the_engine_s_own_verdict() -> None:
    """H35–H37: with two tricks left, ``determinize`` draws the hidden hands uniformly over exactly the deals under
    which the engine accepts every call and play of the hand (chi-square), where a duty ruled deals out."""
    import collections
    import itertools
    import random

    rules = fifty_six.Rules(must_trump_if_void=True, must_overtrump=True, trump_lead_restricted=True)
    for seed in range(400):
        rng = random.Random(seed)
        game = fifty_six.new_game(rules, seed=seed)
        while game.phase is not fifty_six.Phase.HAND_OVER and len(game.tricks) < 10:
            game = fifty_six.apply(game, rng.choice(fifty_six.legal_actions(game)))
        if game.phase is fifty_six.Phase.HAND_OVER or game.trick or game.trump is None:
            continue
        seen = fifty_six.view(game, 0)
        plays = [(play.seat, play.card) for trick in game.tricks for play in trick.plays]
        hidden = [card for seat in (1, 2, 3) for card in game.hands[seat]]
        actions = [call.action for call in game.calls] + [fifty_six.Play(card) for _, card in plays]

        def fits(deal: tuple[tuple[Card, ...], ...], under: fifty_six.Rules = rules) -> bool:
            hands = [[*seen.hand, *(card for who, card in plays if who == 0)]]
            hands += [[*deal[k], *(card for who, card in plays if who == seat)] for k, seat in enumerate((1, 2, 3))]
            replayed = fifty_six.new_game(under, hands=hands, dealer=game.dealer)
            try:
                for action in actions:
                    replayed = fifty_six.apply(replayed, action)
            except IllegalAction:
                return False
            return True

        weights: collections.Counter[tuple[tuple[Card, ...], ...]] = collections.Counter()
        plain = 0  # the deals the engine accepts without the duties (R19 only)
        for first in itertools.combinations(range(6), 2):
            rest = [index for index in range(6) if index not in first]
            for second in itertools.combinations(rest, 2):
                third = tuple(index for index in rest if index not in second)
                deal = tuple(tuple(sorted((hidden[i] for i in group), key=lambda card: card.index)) for group in (first, second, third))
                plain += fits(deal, fifty_six.Rules())
                if fits(deal):
                    weights[deal] += 1
        if len(weights) < 2 or sum(weights.values()) == plain:
            continue  # a position where a duty, not only R19, rules deals out
        draws = 400
        observed = collections.Counter(
            tuple(fifty_six.determinize(seen, seed=draw).hands[seat] for seat in (1, 2, 3)) for draw in range(draws)
        )
        assert set(observed) <= set(weights), "every drawn deal is one the engine accepts"
        total = sum(weights.values())
        chi2 = sum((observed[deal] - draws * weight / total) ** 2 / (draws * weight / total) for deal, weight in weights.items())
        assert chi2 < 3 * len(weights) + 30, (chi2, weights, observed)
        return
    raise AssertionError("no position with a duty's proof in 400 seeds")
