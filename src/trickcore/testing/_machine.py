"""The conformance state machine: one set of laws for every ruleset.

The machine keeps a bundle of every game version it has made and acts on any of
them, old or new, so it proves persistence as well as each law below.
"""

from __future__ import annotations

import copy
import random
from collections import Counter
from typing import Any

from hypothesis import strategies as st
from hypothesis.stateful import Bundle, RuleBasedStateMachine, initialize, multiple, rule

from trickcore.actions import GameAction
from trickcore.errors import DeterminizationError, ErrorCode, IllegalAction, SerializationError
from trickcore.ruleset import AnyRuleset
from trickcore.testing._spec import ConformanceSpec
from trickcore.testing._strategies import decks, play_randomly, seeds

__all__ = ["conformance_machine"]


def conformance_machine(spec: ConformanceSpec) -> type[RuleBasedStateMachine]:
    """A :class:`~hypothesis.stateful.RuleBasedStateMachine` checking ``spec.ruleset``'s laws.

    The laws:

    * ``apply`` never changes its input: equal, with the same hash, afterwards;
      acting on an older version of the game works as on a new one;
    * ``a in legal_actions(g)`` exactly when ``check(g, a) is None``; legal actions
      are deterministic and distinct; nobody to act means none;
    * an illegal action raises the ``IllegalAction`` that ``check`` returns and
      changes nothing; a seat that is not to act gets ``not-your-turn``; something
      that is no action at all raises ``TypeError`` pointing to ``parse_action``;
    * cards are conserved, copy for copy, at every step;
    * every game ends within ``spec.max_actions`` actions;
    * JSON and record/replay round-trip the game, and JSON round-trips views;
    * a seat's view is unchanged when the cards it cannot see are redealt, and
      its legal actions and checks equal the game's when it is to act;
    * the ruleset's own ``spec.laws``.
    """
    ruleset = spec.ruleset

    class Conformance(RuleBasedStateMachine):
        """Random legal and illegal play over every version of the game made so far."""

        games = Bundle("games")

        @initialize(target=games, rules=spec.rules, data=st.data())
        def start(self, rules: Any, data: st.DataObject) -> Any:
            """A new game from a drawn deck and dealer."""
            deck = data.draw(decks(ruleset.deck(rules)), label="deck")
            seats = len(ruleset.new_game(rules, deck=deck).hands)
            dealer = data.draw(st.integers(min_value=0, max_value=seats - 1), label="dealer")
            game = ruleset.new_game(rules, deck=deck, dealer=dealer)
            _check_state(spec, game)
            return game

        @rule(target=games, game=games, steps=st.integers(min_value=1, max_value=12), data=st.data())
        def legal_steps(self, game: Any, steps: int, data: st.DataObject) -> Any:
            """Apply a few legal actions (and deals) to any version of the game, checking every state."""
            if game.phase is ruleset.Phase.GAME_OVER:
                return multiple()
            for _ in range(steps):
                if game.phase is ruleset.Phase.GAME_OVER:
                    break
                game = _legal_step(spec, game, data)
            return game

        @rule(game=games, data=st.data())
        def any_action(self, game: Any, data: st.DataObject) -> None:
            """A candidate action is legal exactly when check accepts it; an illegal one changes nothing."""
            action = data.draw(spec.actions(game), label="candidate")
            if not isinstance(action, GameAction):
                _refused_as_no_action(ruleset, game, action)
                return
            legal = ruleset.legal_actions(game)
            error = ruleset.check(game, action)
            assert (action in legal) == (error is None), f"{action!r}: legal={action in legal}, check={error!r}"
            if error is None:
                return
            assert isinstance(error, IllegalAction) and isinstance(error.code, ErrorCode)
            assert error.message, "an IllegalAction needs a message"
            snapshot = copy.deepcopy(game)
            try:
                ruleset.apply(game, action)
            except IllegalAction as raised:
                assert raised.code == error.code, f"apply raised {raised.code}, check said {error.code}"
            else:
                raise AssertionError(f"apply accepted {action!r}, which check rejects with {error!r}")
            assert game == snapshot, "a rejected action changed the game"

        @rule(game=games, data=st.data())
        def wrong_seat(self, game: Any, data: st.DataObject) -> None:
            """An action for a seat that is not to act is refused with not-your-turn."""
            actions = spec.actions(game).filter(lambda candidate: isinstance(candidate, GameAction))
            if game.phase is ruleset.Phase.GAME_OVER:
                error = ruleset.check(game, data.draw(actions), seat=0)
                assert error is not None and error.code == ErrorCode.GAME_OVER
                return
            seat = data.draw(st.integers(min_value=0, max_value=len(game.hands) - 1), label="seat")
            legal = ruleset.legal_actions(game)
            action = legal[0] if legal else data.draw(actions)
            error = ruleset.check(game, action, seat=seat)
            if seat == game.to_act:
                assert error is None
            else:
                assert error is not None and error.code == ErrorCode.NOT_YOUR_TURN, repr(error)

        @rule(game=games, data=st.data())
        def views_leak_nothing(self, game: Any, data: st.DataObject) -> None:
            """A view is unchanged when hidden cards are redealt, and answers like the game."""
            seat = data.draw(st.integers(min_value=0, max_value=len(game.hands) - 1), label="seat")
            rng = random.Random(data.draw(seeds(), label="redeal"))
            seen = ruleset.view(game, seat)
            redealt = spec.redeal_hidden(game, seat, rng)
            _check_cards(spec, redealt)
            assert ruleset.view(redealt, seat) == seen, "the view changed when hidden cards were redealt"
            _check_view_round_trip(spec, seen)
            if game.to_act == seat:
                legal = ruleset.legal_actions(game)
                assert ruleset.legal_actions(seen) == legal, "legal actions differ between view and game"
                action = data.draw(spec.actions(game), label="candidate")
                if isinstance(action, GameAction):
                    assert ruleset.check(seen, action) == ruleset.check(game, action)

        @rule(game=games)
        def round_trips(self, game: Any) -> None:
            """JSON and record/replay rebuild the same game."""
            assert ruleset.replay(ruleset.record(game)) == game, "replay(record(game)) != game"
            assert ruleset.from_json(ruleset.to_json(game)) == game, "from_json(to_json(game)) != game"

        @rule(game=games, seed=seeds())
        def game_ends(self, game: Any, seed: int) -> None:
            """Random play from any version of the game reaches the end."""
            final = play_randomly(
                ruleset,
                game,
                random.Random(seed),
                spec.max_actions,
                check_state=lambda state: _check_cards(spec, state),
                policy=spec.policy,
            )
            assert final.phase is ruleset.Phase.GAME_OVER
            assert final.winner is not None and final.to_act is None
            assert ruleset.legal_actions(final) == ()

    Conformance.__name__ = Conformance.__qualname__ = f"Conformance[{ruleset.NAME}]"
    return Conformance


def _refused_as_no_action(ruleset: AnyRuleset, game: Any, thing: object) -> None:
    """Something that is no action (text, None, a record) is a TypeError for check and apply, and changes nothing."""
    snapshot = copy.deepcopy(game)
    for call in (ruleset.check, ruleset.apply):
        try:
            call(game, thing)
        except TypeError as error:
            assert "parse_action" in str(error), f"the TypeError for {thing!r} does not point to parse_action"
        else:
            raise AssertionError(f"{call.__name__} accepted {thing!r}, which is no action")
    assert game == snapshot, "refusing a non-action changed the game"


def _legal_step(spec: ConformanceSpec, game: Any, data: st.DataObject) -> Any:
    """One legal action (or a deal), with every law checked on the way."""
    ruleset = spec.ruleset
    snapshot = copy.deepcopy(game)
    before_hash = hash(game)
    if game.phase is ruleset.Phase.HAND_OVER:
        after = ruleset.deal(game, seed=data.draw(seeds(), label="seed"))
    else:
        actions = ruleset.legal_actions(game)
        action = data.draw(st.sampled_from(actions), label="action")
        after = ruleset.apply(game, action, seat=game.to_act)
    assert game == snapshot, "apply/deal changed its input"
    assert hash(game) == before_hash, "apply/deal changed its input's hash"
    _check_state(spec, after)
    spec.laws(game, after)
    return after


def _check_cards(spec: ConformanceSpec, game: Any) -> None:
    """Cards are conserved: the game holds exactly the pack, copy for copy."""
    held = list(spec.cards_in_game(game))
    pack = list(spec.pack(game))
    # Comparing sorted card indexes is the fast test; the Counters only name the difference.
    if sorted([card.index for card in held]) != sorted([card.index for card in pack]):
        extra, missing = Counter(held) - Counter(pack), Counter(pack) - Counter(held)
        raise AssertionError(f"cards not conserved: extra {extra}, missing {missing}")


def _check_state(spec: ConformanceSpec, game: Any) -> None:
    """The laws every single state obeys."""
    ruleset = spec.ruleset
    hash(game)
    _check_cards(spec, game)
    legal = ruleset.legal_actions(game)
    assert legal == ruleset.legal_actions(game), "legal_actions is not deterministic"
    assert len(set(legal)) == len(legal), "legal_actions repeats an action"
    if game.to_act is None:
        assert legal == (), "actions are offered when nobody is to act"
    elif game.phase is not ruleset.Phase.HAND_OVER:
        assert legal, "the seat to act has no legal action"
    for action in legal:
        assert ruleset.check(game, action) is None, f"legal {action!r} fails check"
        assert ruleset.parse_action(game, str(action)) == action, f"notation of {action!r} does not round-trip"


def _check_view_round_trip(spec: ConformanceSpec, seen: Any) -> None:
    """A view's JSON reads back as the view; only a view ``determinize`` documents it cannot rebuild may be refused.

    The loader accepts a view only once a game that shows it is found (the
    security page's promise). Where ``determinize`` documents that it cannot
    rebuild a position (:attr:`ConformanceSpec.unrebuildable`), the view's JSON may
    be refused, with a typed error, but never read as another view.
    """
    ruleset = spec.ruleset
    text = ruleset.to_json(seen)
    try:
        again = ruleset.from_json(text)
    except SerializationError as refusal:
        assert spec.unrebuildable(seen), f"a view a game shows was refused: {refusal}"
        try:
            ruleset.determinize(seen, seed=0)
        except DeterminizationError:
            return
        raise AssertionError(f"a view determinize rebuilds was refused: {refusal}") from None
    assert again == seen, "view JSON does not round-trip"
