"""The one error every game raises for a refused action."""


class IllegalMove(ValueError):
    """An action the rules do not allow; the state it was offered to is unchanged.

    The message names the seat, the action, the reason and the rule:

    >>> raise IllegalMove(2, "replace 4 cards", "at most 3 cards may be replaced", "FD-8")
    Traceback (most recent call last):
    ...
    engine.errors.IllegalMove: seat 2 cannot replace 4 cards: at most 3 cards may be replaced (FD-8)
    """

    def __init__(self, seat: int | None, action: str, reason: str, rule: str):
        self.seat, self.action, self.reason, self.rule = seat, action, reason, rule
        who = "nobody" if seat is None else f"seat {seat}"
        super().__init__(f"{who} cannot {action}: {reason} ({rule})")


class RulesError(ValueError):
    """A combination of house rules that cannot be played, refused when the rules are made."""
