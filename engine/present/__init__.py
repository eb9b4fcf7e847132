"""Presentation: cards, hands, the pile and charts as HTML/SVG. No rules module imports this package."""
