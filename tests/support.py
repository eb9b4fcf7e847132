"""Helpers shared by the game tests."""

import pytest

from engine.errors import IllegalMove


def play(state, *actions):
    """Apply actions in order and return the last state."""
    for action in actions:
        state = state.apply(action)
    return state


def refused(state, action, *fragments):
    """The action raises IllegalMove naming every fragment, and the state is unchanged."""
    before = repr(state)
    with pytest.raises(IllegalMove) as err:
        state.apply(action)
    assert repr(state) == before, "a refused action must change nothing"
    for fragment in fragments:
        assert fragment in str(err.value)
    return err.value


def what_bots_receive(monkeypatch, bot_class, play) -> set[str]:
    """The type names of everything ``bot_class.act`` is handed while ``play()`` runs."""
    seen = []
    real_act = bot_class.act

    def spy(self, view):
        seen.append(type(view).__name__)
        return real_act(self, view)

    monkeypatch.setattr(bot_class, "act", spy)
    play()
    return set(seen)
