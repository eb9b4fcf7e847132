"""Play one seeded game of each kind and print both transcripts (run in CPython and in Pyodide)."""

from engine.draw import DrawRules
from engine.draw.advisor import advise
from engine.draw.simulation import play as play_bot_match
from engine.draw.transcript import draw_transcript
from engine.updown import UpDownRules
from engine.updown.simulation import play as play_bot_game
from engine.updown.transcript import updown_transcript

match = play_bot_match(DrawRules(players=4, rounds=3), ["by the book", "odds", "loose", "cautious"], seed=7)
print(draw_transcript(match.events))
game = play_bot_game(UpDownRules(players=3), ["honest", "reckoner", "bluffer"], seed=3)
print(updown_transcript(game.events))
print(advise("9S 9H KD 6C 2S", opponents=3).verdict())
