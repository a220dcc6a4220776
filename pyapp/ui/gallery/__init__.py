"""The card gallery screen (``?page=cards``): a part of the site of its own (``pyapp.ui.parts.gallery``),
downloaded with the decks it shows the first time it opens, not with every visit's core."""
