"""Lesson 04's card widget made in the browser's Python: anywidget and everything it imports come from the
site's mirror (tools/pyodide_mirror.py), the widget's module from the lessons. Prints what it made."""
import _cards
from engine.cards import parse_cards

hand = parse_cards("QS QH 7D 4C 2S")
for lang in ("en", "zh"):
    picker = _cards.discard_picker(hand, lang, most=3, selected=[2, 3])
    print(picker.widget.names_selected[2], "|", picker.widget.mark, "|",
          _cards.replace_label(hand, _cards.chosen(picker, hand), lang))
