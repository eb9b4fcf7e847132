"""cardschool's rules engine: pure standard-library Python, no I/O, no global randomness.

>>> from engine import hand_value, explain
>>> hand_value("AS AD KC KH 2S").category.chinese
'两对'
"""

from .advisor import AdviceError, advise, percentile, rule_of_thumb
from .cards import Card, CardError, full_deck, parse_card, parse_cards, parse_rank, shuffled_deck
from .draw import DrawRules, DrawState, new_game, replay
from .errors import IllegalMove, RulesError
from .fast import strength, strengths
from .hands import Category, HandValue, describe, explain, hand_value, winners
from .updown import UpDownRules, UpDownState

__all__ = [
    "AdviceError", "advise", "percentile", "rule_of_thumb",
    "Card", "CardError", "Category", "DrawRules", "DrawState", "HandValue", "IllegalMove", "RulesError",
    "describe", "explain", "full_deck", "hand_value", "new_game", "parse_card", "parse_cards", "parse_rank",
    "replay", "shuffled_deck", "strength", "strengths", "UpDownRules", "UpDownState", "winners",
]
