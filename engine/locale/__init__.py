"""Translations: the gettext catalogs (``<lang>/LC_MESSAGES/cardschool.po``) and the modules compiled from them."""
