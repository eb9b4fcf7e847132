"""Malformed input to the card and hand functions (FD-2, FD-13): each is refused at the boundary with a
``TypeError`` or a ``CardError`` whose message names the parameter or the rule, and quotes at most
a short excerpt of what was given."""

import pytest
from hypothesis import given
from hypothesis import strategies as st

from engine.cards import Card, CardError, full_deck, parse_card, parse_cards, parse_deck, parse_rank, shuffled_deck
from engine.fast import fast_value, strength
from engine.hands import as_hand, describe, explain, explain_steps, hand_value, winners

HUGE = "A" * 100_000
ROYAL = "AS KS QS JS TS"

# (id, call, exception, words the message must contain)
CATALOGUE = [
    ("parse_card None", lambda: parse_card(None), TypeError, "a card must be"),
    ("parse_card int", lambda: parse_card(14), TypeError, "a card must be"),
    ("parse_card float", lambda: parse_card(1.5), TypeError, "a card must be"),
    ("parse_card bytes", lambda: parse_card(b"AS"), TypeError, "a card must be"),
    ("parse_card list", lambda: parse_card(["AS"]), TypeError, "a card must be"),
    ("parse_card tuple", lambda: parse_card((14, "S")), TypeError, "a card must be"),
    ("parse_card rank 99", lambda: parse_card(Card(99, "X")), CardError, "is not a card"),
    ("parse_card suit X", lambda: parse_card(Card(14, "X")), CardError, "is not a card"),
    ("parse_card rank 1", lambda: parse_card(Card(1, "S")), CardError, "is not a card"),
    ("parse_card bool rank", lambda: parse_card(Card(True, "S")), CardError, "is not a card"),
    ("parse_card float rank", lambda: parse_card(Card(14.0, "S")), CardError, "is not a card"),
    ("parse_card empty", lambda: parse_card(""), CardError, 'cannot read "" as a card'),
    ("parse_card two cards", lambda: parse_card("AS KD"), CardError, 'cannot read "AS KD"'),
    ("parse_card joker", lambda: parse_card("JOKER"), CardError, "cannot read"),
    ("parse_card huge", lambda: parse_card(HUGE), CardError, "(100000 characters)"),
    ("parse_cards None", lambda: parse_cards(None), TypeError, "cards must be"),
    ("parse_cards int", lambda: parse_cards(5), TypeError, "cards must be"),
    ("parse_cards one Card", lambda: parse_cards(Card(14, "S")), TypeError, "cards must be"),
    ("parse_cards bytes", lambda: parse_cards(b"AS KD"), TypeError, "cards must be"),
    ("parse_cards dict", lambda: parse_cards({"AS": 1}), TypeError, "cards must be"),
    ("parse_cards None inside", lambda: parse_cards([None]), TypeError, "a card must be"),
    ("parse_cards int inside", lambda: parse_cards(["AS", 5]), TypeError, "a card must be"),
    ("parse_cards bad token", lambda: parse_cards("AS ZZ"), CardError, '"ZZ"'),
    ("parse_cards twice", lambda: parse_cards("AS as"), CardError, "appears twice"),
    ("parse_cards impossible Card", lambda: parse_cards([Card(2, "Z")]), CardError, "is not a card"),
    ("parse_cards distinct str", lambda: parse_cards("AS", distinct="yes"), TypeError, "distinct must be"),
    ("parse_cards huge token", lambda: parse_cards("AS " + HUGE), CardError, "(100000 characters)"),
    ("parse_cards named", lambda: parse_cards(None, name="gone"), TypeError, "gone must be"),
    ("parse_rank None", lambda: parse_rank(None), TypeError, "rank must be"),
    ("parse_rank int", lambda: parse_rank(10), TypeError, "rank must be"),
    ("parse_rank 1", lambda: parse_rank("1"), CardError, "is not a rank"),
    ("parse_rank empty", lambda: parse_rank(""), CardError, "is not a rank"),
    ("parse_rank huge", lambda: parse_rank(HUGE), CardError, "(100000 characters)"),
    ("parse_deck None", lambda: parse_deck(None), TypeError, "deck must be"),
    ("parse_deck short", lambda: parse_deck("AS"), CardError, "deck must hold all 52 cards"),
    ("parse_deck doubled", lambda: parse_deck(full_deck() * 2), CardError, "is there twice"),
    ("shuffled_deck None", lambda: shuffled_deck(None), TypeError, "seed must be"),
    ("shuffled_deck float", lambda: shuffled_deck(1.5), TypeError, "seed must be"),
    ("shuffled_deck bool", lambda: shuffled_deck(True), TypeError, "seed must be"),
    ("shuffled_deck list", lambda: shuffled_deck([1]), TypeError, "seed must be"),
    ("hand_value None", lambda: hand_value(None), TypeError, "hand must be"),
    ("hand_value two cards", lambda: hand_value("AS KS"), CardError, "a hand has 5 cards, not 2"),
    ("hand_value six cards", lambda: hand_value(ROYAL + " 9S"), CardError, "a hand has 5 cards, not 6"),
    ("hand_value twice", lambda: hand_value("AS AS KD QC JH"), CardError, "appears twice"),
    ("hand_value ace_low str", lambda: hand_value(ROYAL, ace_low="no"), TypeError, "ace_low must be"),
    ("hand_value ace_low int", lambda: hand_value(ROYAL, ace_low=1), TypeError, "ace_low must be"),
    ("hand_value impossible", lambda: hand_value([Card(99, "X")] * 5), CardError, "is not a card"),
    ("hand_value huge", lambda: hand_value(HUGE), CardError, "(100000 characters)"),
    ("as_hand None", lambda: as_hand(None), TypeError, "hand must be"),
    ("winners None", lambda: winners(None), TypeError, "hands must be"),
    ("winners one string", lambda: winners(ROYAL), TypeError, "hands must be"),
    ("winners empty", lambda: winners([]), CardError, "hands: there is no winner"),
    ("winners short hand", lambda: winners(["AS KS"]), CardError, "a hand has 5 cards"),
    ("describe None", lambda: describe(None), TypeError, "value must be a HandValue"),
    ("describe str", lambda: describe("flush"), TypeError, "value must be a HandValue"),
    ("describe tuple", lambda: describe((5, (14,))), TypeError, "value must be a HandValue"),
    ("explain names str", lambda: explain(ROYAL, "2S 3H 4D 5C 7S", names="AB"), TypeError, "names must be"),
    ("explain one name", lambda: explain(ROYAL, "2S 3H 4D 5C 7S", names=("A",)), TypeError, "names must be"),
    ("explain name int", lambda: explain(ROYAL, "2S 3H 4D 5C 7S", names=("A", 1)), TypeError, "names must be"),
    ("explain first None", lambda: explain(None, ROYAL), TypeError, "hand must be"),
    ("explain ace_low", lambda: explain(ROYAL, "2S 3H 4D 5C 7S", ace_low="yes"), TypeError, "ace_low must be"),
    ("explain_steps names", lambda: explain_steps(ROYAL, "2S 3H 4D 5C 7S", names=None), TypeError, "names must be"),
    ("strength None", lambda: strength(None), TypeError, "hand must be"),
    ("strength one card", lambda: strength("AS"), CardError, "a hand has 5 cards"),
    ("strength ace_low", lambda: strength(ROYAL, ace_low="x"), TypeError, "ace_low must be"),
    ("fast_value None", lambda: fast_value(None), TypeError, "hand must be"),
]


@pytest.mark.parametrize("call, error, words", [c[1:] for c in CATALOGUE], ids=[c[0] for c in CATALOGUE])
def test_fd2_fd13_malformed_card_input_is_refused_naming_what_was_wrong(call, error, words):
    with pytest.raises(error) as err:
        call()
    message = str(err.value)
    assert words in message
    assert len(message) < 400, "a refusal quotes at most an excerpt of what was given"


anything = st.recursive(
    st.none() | st.booleans() | st.integers() | st.floats() | st.text(max_size=12) | st.binary(max_size=6)
    | st.builds(Card, st.integers(-3, 20), st.sampled_from(["S", "H", "D", "C", "X", ""]))
    | st.sampled_from(["AS", "10h", "♠A", "AS KS QS JS TS", "AS, KD", "T", "1x"]),
    lambda inner: st.lists(inner, max_size=6) | st.tuples(inner, inner) | st.dictionaries(st.text(max_size=3), inner,
                                                                                          max_size=2),
    max_leaves=8)


@given(value=anything, flag=anything)
def test_fd2_fd13_arbitrary_objects_give_only_our_errors(value, flag):
    for call in (lambda: parse_card(value), lambda: parse_cards(value), lambda: parse_cards(value, distinct=flag),
                 lambda: hand_value(value), lambda: hand_value(ROYAL, ace_low=flag), lambda: strength(value)):
        try:
            call()
        except (TypeError, CardError) as err:
            assert not isinstance(err, TypeError) or " must " in str(err), f"an internal TypeError: {err}"
