"""Words: the table of languages, the message catalog, card names, the wording of refused moves, and
the rules pages; every language's words are data, ``locales/<code>/messages.json`` and ``rules.json``."""
