"""Presentation: cards, hands, the pile, the table, charts and printable pages (worksheets, the score
sheet) as HTML/SVG. No rules module imports this package."""
