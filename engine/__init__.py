"""cardschool's rules engine: pure standard-library Python, no I/O, no global randomness.

The core (cards, hands, words and messages, errors, the game contract, bots, simulations, ratings,
transcripts and narration, a learner's play session) serves both games; each game is a package
(:mod:`engine.draw`, :mod:`engine.updown`) that never imports the other; pictures, charts and
printable pages live in :mod:`engine.present`, which no rules module imports. Names are re-exported
lazily: importing one module never imports the others.

>>> from engine import hand_value, explain
>>> hand_value("AS AD KC KH 2S").category.chinese
'两对'
"""

from typing import TYPE_CHECKING

from ._lazy import lazy_exports

if TYPE_CHECKING:  # the names below, for type checkers and import scans (they match _WHERE)
    from .cards import Card, CardError, full_deck, parse_card, parse_cards, parse_rank, shuffled_deck
    from .draw.advisor import AdviceError, advise, percentile, rule_of_thumb
    from .draw.game import DrawState, new_game, replay
    from .draw.rules import DrawRules
    from .errors import IllegalMove, RulesError
    from .fast import strength, strengths
    from .hands import Category, HandValue, describe, explain, hand_value, winners
    from .updown.game import UpDownState
    from .updown.rules import UpDownRules


_WHERE = {
    "Card": ".cards", "CardError": ".cards", "full_deck": ".cards", "parse_card": ".cards",
    "parse_cards": ".cards", "parse_rank": ".cards", "shuffled_deck": ".cards",
    "Category": ".hands", "HandValue": ".hands", "describe": ".hands", "explain": ".hands",
    "hand_value": ".hands", "winners": ".hands",
    "strength": ".fast", "strengths": ".fast",
    "IllegalMove": ".errors", "RulesError": ".errors",
    "AdviceError": ".draw.advisor", "advise": ".draw.advisor", "percentile": ".draw.advisor",
    "rule_of_thumb": ".draw.advisor",
    "DrawRules": ".draw.rules", "DrawState": ".draw.game", "new_game": ".draw.game", "replay": ".draw.game",
    "UpDownRules": ".updown.rules", "UpDownState": ".updown.game",
}
__all__ = sorted(_WHERE)
__getattr__, __dir__ = lazy_exports(__name__, _WHERE)
