"""Compiled from zh_Hans/LC_MESSAGES/cardschool.po by tools/i18n.py — do not edit; edit the .po."""

MESSAGES: dict[str, str] = {
}
